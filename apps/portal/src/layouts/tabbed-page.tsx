import { pathOf } from "@agent-portal/permissions/route-path";
import { buildTabs } from "@agent-portal/permissions/tabs";
import { RouteTabs } from "@agent-portal/ui-kit/components/tabs";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useParams } from "react-router";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { renderRouterLink } from "./router-link.tsx";
import { useCanSee } from "./use-can-see.ts";

/**
 * A page whose children are tabs (SPEC section 2: "a tab shows only if permitted"): the
 * permitted tabs as links on the kit's RouteTabs (each tab is a route, so it can be shared
 * and reloaded), then the active tab's page.
 */
export default function TabbedPage() {
  const { t } = useTranslation();
  const canSee = useCanSee();
  const params = useParams();
  const { pathname } = useLocation();
  const handle = useCurrentRouteHandle();
  const parent = handle?.chain.find((route) => route.tabs === true) ?? null;
  const filled = Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  const tabs = parent ? buildTabs(parent, canSee).map((tab) => ({ key: tab.name, label: t(tab.labelKey), href: pathOf(tab.name, filled) })) : [];
  return (
    <div className="flex flex-col gap-4">
      <RouteTabs items={tabs} label={t("layout.tabs")} currentPath={pathname} renderLink={renderRouterLink} />
      <Outlet />
    </div>
  );
}
