import { useNewAnchorProxyListQuery } from "@agent-portal/api-client/services/live-data-new-anchor-cohort";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { RangeBar } from "#shared/live-data/range-bar.tsx";
import { CohortSection } from "./cohort-section.tsx";
import { NEW_BROADCASTERS_TYPE } from "./new-broadcaster-definition.tsx";
import { MANAGER_SPEC, TEAM_SORTABLE } from "./params.ts";
import { teamColumns } from "./team-columns.tsx";

/**
 * New-broadcaster data, manager level (SPEC section 2, NewBroadcasterDataManager
 * `/data-center/new-broadcaster-data/manager`; issue 20, item 3): each team's new-broadcaster
 * totals over the range (live data `new_anchor/proxy/list`: new broadcasters, live at least once,
 * meeting the target, beans, live time; the agency's own broadcasters as one team; a team opens its
 * agent view), and the cohorts by join week or month with their weekly retention
 * (`new_anchor/cohort`). Range, page and cohort length live in the URL.
 */
export default function NewBroadcasterManagerPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(MANAGER_SPEC, TEAM_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const view = useListQuery(useNewAnchorProxyListQuery({ ...rangeSeconds(range), page: list.values.page, pageSize: list.values.size }));
  const columns = useMemo(() => teamColumns(t, format), [t, format]);

  return (
    <ListPage
      label={t("route.NewBroadcasterDataManager")}
      filters={
        <div className="flex flex-col gap-3">
          <Link to={pathOf("LiveDataDesc", { type: NEW_BROADCASTERS_TYPE })} className="self-start text-sm text-brand-700 hover:underline">
            {t("dataCenter.newAnchors.def.link")}
          </Link>
          <RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />
        </div>
      }
    >
      <ListTable
        caption={t("dataCenter.newAnchors.teams")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.proxyUid}
        exportFileName={false}
        emptyTitle={t("dataCenter.newAnchors.noTeams")}
      />
      <CohortSection period={list.values.period} onPeriodChange={(period) => list.update({ period })} />
    </ListPage>
  );
}
