import { NavigationProgress } from "@agent-portal/ui-kit/components/navigation-progress";
import { useEffect } from "react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { shellConfig } from "#shell-config.ts";
import { trackEvent } from "#telemetry.ts";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { useCurrentRouteHandle, usePageTitle } from "./route-handle.ts";

/**
 * The root route's component of an app (every page renders in it): the navigation progress bar
 * (SPEC section 2: shown while navigating, no spinner), the document title (`<page> · Agent
 * Portal`: the page's own title from `useSetPageFrame`, else the label of the route `titleKeyOf`
 * picks from the framed chain, NotFound's for a denied route), and a `page_view` tracking event
 * (activity 66965; with `app: "webview"` in the webview) each time the route changes.
 */
export function createRootShell(titleKeyOf?: (chain: readonly RouteMeta[]) => string | null): ComponentType {
  return function RootShell() {
    const navigation = useNavigation();
    const { t } = useTranslation();
    const handle = useCurrentRouteHandle();
    const title = usePageTitle(titleKeyOf) ?? "";

    useEffect(() => {
      const app = t("app.name");
      document.title = title ? `${title} · ${app}` : app;
    }, [title, t]);

    const routeName = handle?.route.name ?? null;
    useEffect(() => {
      if (routeName !== null) trackEvent("page_view", shellConfig().app === "webview" ? { route: routeName, app: "webview" } : { route: routeName });
    }, [routeName]);

    return (
      <>
        <NavigationProgress active={navigation.state !== "idle"} label={t("layout.loadingPage")} />
        <Outlet />
      </>
    );
  };
}

/** Shown while the first route's loaders run (the root's `HydrateFallback`): the progress bar only, no spinner. */
export function BootProgress() {
  const { t } = useTranslation();
  return <NavigationProgress active label={t("layout.loadingPage")} />;
}
