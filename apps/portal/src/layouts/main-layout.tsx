import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { buildMenu } from "@agent-portal/permissions/menu";
import { breadcrumbFor, titleKeyFor } from "@agent-portal/permissions/titles";
import { logout, selectLoginUser, startSessionRefresh } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { AppShell } from "@agent-portal/ui-kit/components/app-shell";
import { PageHeader } from "@agent-portal/ui-kit/components/page-header";
import { Sidebar } from "@agent-portal/ui-kit/components/sidebar";
import { Toaster } from "@agent-portal/ui-kit/components/toast";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { LogOut } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigate, useParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../app/hooks.ts";
import { readMenuCollapsed, writeMenuCollapsed } from "../app/menu-collapsed.ts";
import { useCurrentRouteHandle } from "../app/route-handle.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { usePreviousRouteCrumb } from "./previous-route.ts";
import { SessionWatcher } from "./session-watcher.tsx";
import { PortalMenu } from "./sidebar.tsx";
import { useCanSee } from "./use-can-see.ts";

/**
 * The main layout (SPEC section 2, `/`): sidebar menu from the route table and the user's
 * permissions, a header with the breadcrumb and the user's menu, the page title from the
 * menu route's label key, and the page. While mounted it refreshes the user info every
 * 5 minutes when the page is visible and watches the session counters.
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
  const [collapsed, setCollapsed] = useState(readMenuCollapsed);

  useEffect(() => (user ? startSessionRefresh(dispatch) : undefined), [dispatch, user]);

  const chain = handle?.chain ?? [];
  const titleKey = titleKeyFor(chain);
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
  const onLogout = async () => {
    loggingOut.current = true;
    await navigate("/login", { replace: true });
  };

  const kit = useMemo(() => createKitLabels(t), [t]);
  return (
    <>
      <AppShell
        skipLinkLabel={t("layout.skipToContent")}
        sidebar={
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
        }
        headerStart={<Breadcrumbs crumbs={crumbs} />}
        headerEnd={
          <>
            <LanguageSwitcher />
            {user && <span className="text-sm text-fg-muted">{user.username}</span>}
            {user && (
              <Button variant="ghost" size="sm" onClick={() => void onLogout()}>
                <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
                {t("layout.logout")}
              </Button>
            )}
          </>
        }
      >
        {titleKey && <PageHeader title={t(titleKey)} />}
        <Outlet />
      </AppShell>
      <SessionWatcher />
      <Toaster labels={kit.toaster} />
    </>
  );
}
