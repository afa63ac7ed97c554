import { NavigationProgress } from "@agent-portal/ui-kit/components/navigation-progress";
import { titleKeyFor } from "@agent-portal/permissions/titles";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { useCurrentRouteHandle } from "./route-handle.ts";
import { trackEvent } from "./telemetry.ts";

/**
 * The root of every page: the navigation progress bar (SPEC section 2: shown while
 * navigating, no spinner), the document title from the menu route's label key, and a
 * `page_view` tracking event (activity 66965, page type; sent only when `VITE_TRACKING_URL`
 * is set) each time the route changes.
 */
export function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const titleKey = handle ? titleKeyFor(handle.chain) : null;
  const title = titleKey ? t(titleKey) : "";

  useEffect(() => {
    const app = t("app.name");
    document.title = title ? `${title} · ${app}` : app;
  }, [title, t]);

  const routeName = handle?.route.name ?? null;
  useEffect(() => {
    if (routeName !== null) trackEvent("page_view", { route: routeName });
  }, [routeName]);

  return (
    <>
      <NavigationProgress active={navigation.state !== "idle"} label={t("layout.loadingPage")} />
      <Outlet />
    </>
  );
}

/** Shown while the first route's loaders run (session loading on a deep link): the progress bar only, no spinner. */
export function BootFallback() {
  const { t } = useTranslation();
  return <NavigationProgress active label={t("layout.loadingPage")} />;
}
