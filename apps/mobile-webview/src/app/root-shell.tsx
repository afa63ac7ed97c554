import { NavigationProgress } from "@agent-portal/ui-kit/components/navigation-progress";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { useCurrentRouteHandle, usePageTitle } from "./route-handle.ts";
import { trackEvent } from "./telemetry.ts";

/**
 * The root of every webview page: the navigation progress bar (SPEC section 2, no spinner), the
 * document title from the route's label key (NotFound's for a denied route), and a `page_view` tracking event (activity 66965,
 * page type 2 on phones and tablets) on each route change.
 */
export function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const title = usePageTitle() ?? "";

  useEffect(() => {
    const app = t("app.name");
    document.title = title ? `${title} · ${app}` : app;
  }, [title, t]);

  const routeName = handle?.route.name ?? null;
  useEffect(() => {
    if (routeName !== null) trackEvent("page_view", { route: routeName, app: "webview" });
  }, [routeName]);

  return (
    <>
      <NavigationProgress active={navigation.state !== "idle"} label={t("layout.loadingPage")} />
      <Outlet />
    </>
  );
}

/** Shown while the first route's loaders run: the progress bar only, no spinner. */
export function BootFallback() {
  const { t } = useTranslation();
  return <NavigationProgress active label={t("layout.loadingPage")} />;
}
