import { AppShell } from "@agent-portal/ui-kit/components/app-shell";
import { NavigationProgress } from "@agent-portal/ui-kit/components/navigation-progress";
import { PageHeader } from "@agent-portal/ui-kit/components/page-header";
import { SidebarFrame } from "@agent-portal/ui-kit/components/sidebar-frame";
import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { titleKeyFor } from "@agent-portal/permissions/titles";
import { createRootShell } from "@agent-portal/app-runtime/routes/root-shell";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { useTranslation } from "react-i18next";
import { readMenuCollapsed } from "./menu-collapsed.ts";

/** The root of every portal page (`@agent-portal/app-runtime`): progress bar, `page_view`, and the document title from the menu route's label key (or the page's own frame: NotFound's for a denied route, a broadcaster's name). */
export const RootShell = createRootShell(titleKeyFor);

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
 * heading is on screen after the entry alone (the routes of such pages load after it:
 * `afterBootPaint` of the shell's route binding). A layout page without a title (Welcome) shows the progress bar only. The frame is the
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
