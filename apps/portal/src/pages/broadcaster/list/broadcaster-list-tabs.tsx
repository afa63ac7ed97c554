import { useQryAgentListTabQuery } from "@agent-portal/api-client/services/broker";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { buildTabs } from "@agent-portal/permissions/tabs";
import { RouteTabs } from "@agent-portal/ui-kit/components/tabs";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { renderRouterLink } from "#layouts/router-link.tsx";
import { useCanSee } from "#layouts/use-can-see.ts";
import { TAB_OF_ROUTE } from "./anchor-list-params.ts";

/** The query keys a tab switch keeps: the filters and the page size (page, sort and order start over). */
const KEPT_ON_TAB_SWITCH = ["bigo", "broker", "contract", "from", "to", "size", "lang"] as const;

/**
 * The broadcaster list's tab host (BroadcasterList, SPEC section 2): the permitted tabs all, to be
 * renewed, terminated and joined as route links, each with its row count from broker
 * QryAgentListTab (a tab the server does not list is not shown), then the active tab's list.
 * Switching tabs keeps the filters. Mutations that change counts (renewals, transfers, extensions)
 * invalidate `BroadcasterTab`, so the counts follow.
 */
export default function BroadcasterListTabs() {
  const { t } = useTranslation();
  const format = useFormatters();
  const canSee = useCanSee();
  const { pathname, search } = useLocation();
  const handle = useCurrentRouteHandle();
  const counts = useQryAgentListTabQuery();
  const parent = handle?.chain.find((route) => route.tabs === true) ?? null;
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of KEPT_ON_TAB_SWITCH) for (const value of current.getAll(key)) kept.append(key, value);
  const query = kept.toString() === "" ? "" : `?${kept.toString()}`;
  const served = counts.data?.tabs;
  const tabs = (parent ? buildTabs(parent, canSee) : [])
    .filter((tab) => served === undefined || served.some((entry) => entry.tab === TAB_OF_ROUTE[tab.name]))
    .map((tab) => {
      const count = served?.find((entry) => entry.tab === TAB_OF_ROUTE[tab.name])?.count;
      const label = t(tab.labelKey);
      return {
        key: tab.name,
        label: count === undefined ? label : t("broadcaster.list.tabWithCount", { label, n: format.number(count) }),
        href: `${tab.path}${query}`,
      };
    });
  return (
    <div className="flex flex-col gap-4">
      <RouteTabs items={tabs} label={t("layout.tabs")} currentPath={pathname} renderLink={renderRouterLink} />
      <Outlet />
    </div>
  );
}
