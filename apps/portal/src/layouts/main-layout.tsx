import { LanguageSwitcher } from "@agent-portal/i18n/language-switcher";
import { buildMenu } from "@agent-portal/permissions/menu";
import { breadcrumbFor, titleKeyFor } from "@agent-portal/permissions/titles";
import { logout, selectLoginUser, startSessionRefresh } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { cn } from "@agent-portal/ui-kit/lib/cn";
import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigate, useParams } from "react-router";
import { useAppDispatch, useAppSelector } from "../app/hooks.ts";
import { useCurrentRouteHandle } from "../app/route-handle.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { usePreviousRouteCrumb } from "./previous-route.ts";
import { SessionWatcher } from "./session-watcher.tsx";
import { Sidebar } from "./sidebar.tsx";
import { useCanSee } from "./use-can-see.ts";

const COLLAPSED_KEY = "menu_collapsed";

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

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
  const [collapsed, setCollapsed] = useState(readCollapsed);

  useEffect(() => (user ? startSessionRefresh(dispatch) : undefined), [dispatch, user]);

  const chain = handle?.chain ?? [];
  const titleKey = titleKeyFor(chain);
  const crumbs = breadcrumbFor(chain, { params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)), previous });

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(COLLAPSED_KEY, value ? "0" : "1");
      } catch {
        // Storage unavailable: the choice lasts for this page only.
      }
      return !value;
    });
  };

  const onLogout = async () => {
    await navigate("/login", { replace: true });
    dispatch(logout());
  };

  return (
    <div className="flex min-h-dvh bg-surface-muted">
      <a href="#main" className="sr-only z-50 rounded-md bg-surface px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2">
        {t("layout.skipToContent")}
      </a>
      <aside
        className={cn(
          "sticky top-0 flex h-dvh shrink-0 flex-col border-e border-border bg-surface transition-[width] duration-200",
          collapsed ? "w-16" : "w-64",
        )}
      >
        <div className={cn("flex h-14 items-center border-b border-border px-3", collapsed ? "justify-center" : "justify-between")}>
          {!collapsed && (
            <Link to="/" className="truncate text-base font-semibold text-fg">
              {t("app.name")}
            </Link>
          )}
          <Button
            variant="ghost"
            size="icon"
            onClick={toggleCollapsed}
            aria-label={collapsed ? t("layout.expand") : t("layout.collapse")}
            aria-expanded={!collapsed}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" className="rtl:-scale-x-100" /> : <PanelLeftClose aria-hidden="true" className="rtl:-scale-x-100" />}
          </Button>
        </div>
        <Sidebar menu={menu} collapsed={collapsed} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-10 flex h-14 items-center justify-between gap-4 border-b border-border bg-surface px-6">
          <Breadcrumbs crumbs={crumbs} />
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            {user && <span className="text-sm text-fg-muted">{user.username}</span>}
            {user && (
              <Button variant="ghost" size="sm" onClick={() => void onLogout()}>
                <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
                {t("layout.logout")}
              </Button>
            )}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col gap-4 p-6 focus:outline-none">
          {titleKey && <h1 className="text-xl font-semibold text-fg">{t(titleKey)}</h1>}
          <Outlet />
        </main>
      </div>
      <SessionWatcher />
    </div>
  );
}
