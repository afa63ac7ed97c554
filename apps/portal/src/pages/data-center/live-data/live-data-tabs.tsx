import { pathOf } from "@agent-portal/permissions/route-path";
import { getRoute } from "@agent-portal/permissions/route-table";
import { buildTabs } from "@agent-portal/permissions/tabs";
import { RouteTabs } from "@agent-portal/ui-kit/components/tabs";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { renderRouterLink } from "#layouts/router-link.tsx";
import { useCanSee } from "#layouts/use-can-see.ts";
import { FAMILY_TABS, shownFamilyTabs } from "./family/family-tabs.ts";
import { useFamilyAccess } from "./family/use-family-access.ts";
import { LiveDataBanner } from "./live-data-banner.tsx";

/** The query keys a tab switch keeps: the range (each tab keeps its own other filters). */
const KEPT_ON_TAB_SWITCH = ["from", "to", "lang"] as const;

/**
 * The live-data tab host (LiveData, SPEC section 2; issue 20 item 6): the live-data banners
 * (getBanner), then the permitted route tabs (core, proxyLive, live, pk) followed by the family
 * entries the viewer gets (`useFamilyAccess`: the agency's config entries, the viewer's role and
 * report user type, the aggregate entry and openBiz), each a link to family/{type}, the recall
 * route tab only with the preLostUser entry; then the
 * active tab's page. A family entry the agency does not have is not a tab at all. Switching
 * tabs keeps the range. `data-family-tabs` says whether the family entries are decided yet
 * (`pending`, `ready`).
 */
export default function LiveDataTabs() {
  const { t } = useTranslation();
  const canSee = useCanSee();
  const { pathname, search } = useLocation();
  const { access } = useFamilyAccess();
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of KEPT_ON_TAB_SWITCH) for (const value of current.getAll(key)) kept.append(key, value);
  const query = kept.toString() === "" ? "" : `?${kept.toString()}`;
  // The recall tab is a route of its own, shown only when the agency has the preLostUser entry.
  const routeTabs = buildTabs(getRoute("LiveData"), canSee)
    .filter((tab) => tab.name !== "LiveDataRecall" || (access?.tabs.includes("preLostUser") ?? false))
    .map((tab) => ({ key: tab.name, label: t(tab.labelKey), href: `${tab.path}${query}`, active: pathname === tab.path }));
  const familyTabs = shownFamilyTabs(access).map((entry) => {
    const path = pathOf("LiveDataFamily", { type: entry });
    return { key: `family-${entry}`, label: t(FAMILY_TABS[entry]?.labelKey ?? "route.LiveDataFamily"), href: `${path}${query}`, active: pathname === path };
  });
  return (
    <div className="flex flex-col gap-4" data-family-tabs={access === null ? "pending" : "ready"}>
      <LiveDataBanner />
      <RouteTabs items={[...routeTabs, ...familyTabs]} label={t("layout.tabs")} currentPath={pathname} renderLink={renderRouterLink} />
      <Outlet />
    </div>
  );
}
