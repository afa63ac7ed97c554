import { AppShell } from "@agent-portal/ui-kit/components/app-shell";
import { NavigationProgress } from "@agent-portal/ui-kit/components/navigation-progress";
import { PageHeader } from "@agent-portal/ui-kit/components/page-header";
import { SidebarFrame } from "@agent-portal/ui-kit/components/sidebar-frame";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { titleKeyFor } from "@agent-portal/permissions/titles";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { readMenuCollapsed } from "./menu-collapsed.ts";
import { useCurrentRouteHandle, useFramedPage } from "./route-handle.ts";
import { trackEvent } from "./telemetry.ts";

/**
 * The root of every page: the navigation progress bar (SPEC section 2: shown while
 * navigating, no spinner), the document title from the menu route's label key (or the page's
 * own frame: NotFound's for a denied route, a broadcaster's name), and a
 * `page_view` tracking event (activity 66965, page type; sent only when `VITE_TRACKING_URL`
 * is set) each time the route changes.
 */
export function RootShell() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const page = useFramedPage();
  const titleKey = titleKeyFor(page.chain);
  const title = page.title ?? (titleKey ? t(titleKey) : "");

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

/**
 * The title the boot screen shows for a matched chain: the page's title (the menu route's label
 * key) for a page of the main layout, else `null` (no frame: the progress bar only).
 */
export function bootTitleKey(chain: readonly RouteMeta[]): string | null {
  return chain.some((route) => route.layout === true) ? titleKeyFor(chain) : null;
}

/**
 * Shown while the first route's loaders run (a deep link's session, its screen's chunks): the
 * progress bar, and for a page of the main layout the layout's frame (the sidebar's place with
 * the portal's name, the top bar) and the page's title from the route table, so the page's
 * heading is on screen after the entry alone (issue 8: the logged-in list's first and largest
 * paint). A layout page without a title (Welcome) shows the progress bar only. The frame is the
 * kit's own `AppShell` and `SidebarFrame` (the sidebar without its toggle and menu) with the layout's collapsed
 * state, so nothing moves when the layout replaces it; a page the user may not open shows its
 * NotFound in place once the guard has decided. No spinner (SPEC section 2).
 */
export function BootFallback() {
  const { t } = useTranslation();
  const handle = useCurrentRouteHandle();
  const titleKey = handle ? bootTitleKey(handle.chain) : null;
  const collapsed = readMenuCollapsed();
  return (
    <>
      <NavigationProgress active label={t("layout.loadingPage")} />
      {titleKey !== null && (
        <AppShell
          skipLinkLabel={t("layout.skipToContent")}
          sidebar={<SidebarFrame collapsed={collapsed} header={t("app.name")} />}
        >
          <PageHeader title={t(titleKey)} />
        </AppShell>
      )}
    </>
  );
}
