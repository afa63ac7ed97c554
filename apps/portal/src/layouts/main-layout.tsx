import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { buildMenu } from "@agent-portal/permissions/menu";
import { breadcrumbFor, titleKeyFor } from "@agent-portal/permissions/titles";
import { SessionWatcher } from "@agent-portal/app-runtime/components/session-watcher";
import { logout, selectLoginUser } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { AppShell } from "@agent-portal/ui-kit/components/app-shell";
import { PageHeader } from "@agent-portal/ui-kit/components/page-header";
import { Sidebar } from "@agent-portal/ui-kit/components/sidebar";
import { SidebarDrawer } from "@agent-portal/ui-kit/components/sidebar-drawer";
import { Toaster } from "@agent-portal/ui-kit/components/toast";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { SIDEBAR_IN_PLACE_QUERY, useMediaQuery } from "@agent-portal/ui-kit/lib/use-media-query";
import { LogOut } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { useAppDispatch, useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { readMenuCollapsed, writeMenuCollapsed } from "#app/menu-collapsed.ts";
import { useCurrentRouteHandle, useFramedPage } from "@agent-portal/app-runtime/routes/route-handle";
import { lazyPart } from "@agent-portal/app-runtime/routes/lazy-part";
import { KeptOutlet } from "@agent-portal/app-runtime/tabs/kept-outlet";
import { descriptionKeyFor } from "#app/page-description.ts";
import { TAB_BAR_SLOT_CLASS } from "@agent-portal/app-runtime/tabs/tab-bar-slot";
import { loginPathFor } from "#app/guard-loader.ts";
import { getRoute } from "@agent-portal/permissions/route-table";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { NOTICE_BELL_CLASS } from "./header-slots.ts";
import { JumpTrigger } from "./jump-to/jump-trigger.tsx";
import { usePreviousRouteCrumb } from "./previous-route.ts";
import { usePageTabs } from "./page-tabs.tsx";
import { PortalMenu } from "./sidebar.tsx";
import { useCanSee } from "./use-can-see.ts";

/** The jump box (Ctrl+K): its own chunk, loaded once the page's first frame is on screen; its button is drawn (inert) until then. */
const JumpTo = lazyPart(() => import("./jump-to/jump-box.tsx"));
/** The notification bell with the unread count: its own chunk, loaded once the page's first frame is on screen; a box of its size until then. */
const NoticeBadge = lazyPart(() => import("./notice-badge.tsx"));
/** The bar of open pages: its own chunk, loaded once the page's first frame is on screen. */
const PageTabBar = lazyPart(() => import("./page-tab-bar.tsx"));

/**
 * The main layout (SPEC section 2, `/`): sidebar menu from the route table and the user's
 * permissions, a header with the breadcrumb and the user's menu, the page title from the
 * menu route's label key, and the page. A page may declare its own frame (`useFramedPage`):
 * NotFound, rendered for a denied route, shows its own breadcrumb and heading only. Narrower than 48rem there is no room for the sidebar
 * beside the page: a menu button in the top bar opens it as a drawer (with the user's name and
 * log out), which closes when the route changes; the menu is built only while it is open. While
 * mounted, the app shell's session watcher reacts to the session (phone dialog, unauthorized and
 * re-login modals, token and user-info refreshes).
 */
export default function MainLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const user = useAppSelector(selectLoginUser);
  const canSee = useCanSee();
  const menu = useMemo(() => buildMenu(canSee), [canSee]);
  const handle = useCurrentRouteHandle();
  const previous = usePreviousRouteCrumb(handle);
  const tabs = usePageTabs();
  const [collapsed, setCollapsed] = useState(readMenuCollapsed);
  const inPlace = useMediaQuery(SIDEBAR_IN_PLACE_QUERY, true);
  // The drawer is open on the page it was opened on: any navigation closes it.
  const { pathname } = useLocation();
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);

  // The page's frame: the route table's, or what the page declared (NotFound for a denied route).
  const page = useFramedPage();
  const chain = page.chain;
  const titleKey = titleKeyFor(chain);
  const heading = page.ownHeading ? null : (page.title ?? (titleKey ? t(titleKey) : null));
  const descriptionKey = page.title === null ? descriptionKeyFor(chain) : null;
  const crumbs = breadcrumbFor(chain, { params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)), previous });

  const onCollapsedChange = (next: boolean) => {
    setCollapsed(next);
    writeMenuCollapsed(next);
  };

  // Logging out clears the RTK Query cache, and a screen still mounted would refetch its queries
  // without a token (a refused request after logout). The route change renders in a transition,
  // so the logout runs when this layout, and every screen in it, has unmounted.
  const loggingOut = useRef(false);
  useEffect(
    () => () => {
      if (loggingOut.current) dispatch(logout());
    },
    [dispatch],
  );
  // The session watcher's modals: go to login with where to come back, then log out.
  const leaveForLogin = async (returnTo: string) => {
    await navigate(loginPathFor(returnTo), { replace: true });
    dispatch(logout());
  };
  const onLogout = async () => {
    loggingOut.current = true;
    await navigate("/login", { replace: true });
  };

  const kit = useMemo(() => createKitLabels(t), [t]);
  const account = user && (
    <>
      <span className="truncate text-sm text-fg-muted">{user.username}</span>
      <Button variant="ghost" size="sm" onClick={() => void onLogout()}>
        <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
        {t("layout.logout")}
      </Button>
    </>
  );
  return (
    <>
      <AppShell
        skipLinkLabel={t("layout.skipToContent")}
        sidebar={
          inPlace && (
            <Sidebar
              collapsed={collapsed}
              onCollapsedChange={onCollapsedChange}
              labels={kit.sidebar}
              header={
                <Link to="/" className="truncate text-base font-semibold text-fg">
                  {t("app.name")}
                </Link>
              }
            >
              <PortalMenu menu={menu} collapsed={collapsed} />
            </Sidebar>
          )
        }
        headerStart={
          <div className="flex min-w-0 items-center gap-2">
            {!inPlace && (
              <SidebarDrawer
                open={drawerOpenOn === pathname}
                onOpenChange={(open) => {
                  setDrawerOpenOn(open ? pathname : null);
                }}
                title={t("app.name")}
                labels={kit.sidebarDrawer}
                footer={account && <div className="flex items-center justify-between gap-2">{account}</div>}
              >
                <PortalMenu menu={menu} collapsed={false} />
              </SidebarDrawer>
            )}
            <Breadcrumbs crumbs={crumbs} />
          </div>
        }
        headerEnd={
          <>
            <JumpTo fallback={<JumpTrigger />} />
            {canSee(getRoute("Notification")) && <NoticeBadge fallback={<span aria-hidden="true" className={NOTICE_BELL_CLASS} />} />}
            <LanguageSwitcher />
            {inPlace && account}
          </>
        }
      >
        <PageTabBar tabs={tabs} fallback={<div aria-hidden="true" className={TAB_BAR_SLOT_CLASS} />} />
        {heading !== null && <PageHeader title={heading} description={descriptionKey === null ? undefined : t(descriptionKey)} />}
        <KeptOutlet active={tabs.active} keep={tabs.open.kept} />
      </AppShell>
      <SessionWatcher leave={leaveForLogin} />
      <Toaster labels={kit.toaster} />
    </>
  );
}
