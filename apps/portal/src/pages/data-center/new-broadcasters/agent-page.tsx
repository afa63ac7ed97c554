import { skipToken } from "@reduxjs/toolkit/query";
import { useLazyNewAnchorProxyExportUrlQuery, useNewAnchorProxyReportQuery, useNewAnchorProxySummaryQuery } from "@agent-portal/api-client/services/live-data-new-anchor";
import { useNewAnchorProxyListQuery } from "@agent-portal/api-client/services/live-data-new-anchor-cohort";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ChoiceFilter } from "#shared/list/choice-filter.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { rangeSeconds } from "#shared/live-data/live-range.ts";
import { agentColumns } from "./agent-columns.tsx";
import { NEW_BROADCASTERS_TYPE } from "./new-broadcaster-definition.tsx";
import { AGENT_SORTABLE, AGENT_SPEC, useSinceJoining } from "./params.ts";
import { SummaryCards } from "./summary-cards.tsx";

/**
 * New-broadcaster data, agent level (SPEC section 2, NewBroadcasterDataAgent
 * `/data-center/new-broadcaster-data/agent`; issue 20, item 3): one team's new broadcasters
 * (live data `new_anchor/proxy/report`; the team in the URL as `proxy`, default the caller's own
 * scope) with their day since joining, live time, valid days and beans since joining, their next
 * milestone (`new_anchor/milestones`) and grade; the team's totals (`new_anchor/proxy/summary`);
 * the export is the server's CSV of the same team and range (`new_anchor/proxy/exportUrl`). A row
 * opens anchor-detail with this view to return to.
 */
export default function NewBroadcasterAgentPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  const list = useListState(AGENT_SPEC, AGENT_SORTABLE);
  const since = useSinceJoining();
  const seconds = since.range === null ? null : rangeSeconds(since.range);
  const team = list.values.proxy === "" ? {} : { proxyUid: list.values.proxy };
  const fetched = useListQuery(useNewAnchorProxyReportQuery(seconds === null ? skipToken : { ...team, ...seconds, page: list.values.page, pageSize: list.values.size }));
  // Nothing is sent before the config and milestones give the range: the list is loading, not empty.
  const view = seconds === null ? { ...fetched, status: "loading" as const } : fetched;
  const summary = useNewAnchorProxySummaryQuery(seconds === null ? skipToken : { ...team, ...seconds });
  const teams = useNewAnchorProxyListQuery(seconds === null ? skipToken : { ...seconds, page: 1, pageSize: 100 });
  const exportRequest = seconds === null ? null : { ...team, ...seconds };
  const exporter = useServerExport(useLazyNewAnchorProxyExportUrlQuery(), exportRequest, `new-broadcasters-${since.lastDay ?? ""}.csv`);
  const lastDay = since.lastDay ?? "";
  const columns = useMemo(() => agentColumns(t, format, { lastDay, milestones: since.milestones, back: location.search }), [t, format, lastDay, since.milestones, location.search]);
  // The agency's own broadcasters (proxyUid "0") are no sub-agency to narrow to: they show with "All".
  const teamOptions = (teams.data?.list ?? []).filter((row) => row.proxyUid !== "0").map((row) => ({ value: row.proxyUid, label: row.name }));

  return (
    <ListPage
      label={t("route.NewBroadcasterDataAgent")}
      filters={
        <div className="flex flex-col gap-3">
          <QueryView query={since.query} lines={1}>
            {() => null}
          </QueryView>
          <Link to={pathOf("LiveDataDesc", { type: NEW_BROADCASTERS_TYPE })} className="self-start text-sm text-brand-700 hover:underline">
            {t("dataCenter.newAnchors.def.link")}
          </Link>
          <p className="text-sm text-fg-muted">
            {since.lastDay === null ? "" : t("dataCenter.newAnchors.sinceJoining", { day: format.date(`${since.lastDay}T00:00:00Z`, { timeZone: "UTC" }) })}
          </p>
          {teamOptions.length > 0 && (
            <FilterBar label={t("dataCenter.newAnchors.filters")} active={list.values.proxy !== ""} onReset={() => list.update({ proxy: "" })}>
              <ChoiceFilter
                label={t("dataCenter.newAnchors.team")}
                anyLabel={t("dataCenter.newAnchors.allTeams")}
                value={list.values.proxy}
                options={teamOptions}
                onChange={(proxy) => list.update({ proxy })}
              />
            </FilterBar>
          )}
          <QueryView query={summary} lines={2}>
            {(answer) => <SummaryCards summary={answer} />}
          </QueryView>
        </div>
      }
      actions={<ServerExportButton exporter={exporter} />}
    >
      <ListTable
        caption={t("route.NewBroadcasterDataAgent")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        exportFileName={false}
        emptyTitle={list.values.proxy === "" ? t("dataCenter.newAnchors.empty") : t("dataCenter.newAnchors.emptyTeam")}
      />
    </ListPage>
  );
}
