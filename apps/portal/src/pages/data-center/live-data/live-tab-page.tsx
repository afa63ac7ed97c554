import { skipToken } from "@reduxjs/toolkit/query";
import { useAgentOssAnchorListQuery, useAgentOssProxyListQuery, useLazyAgentOssExportQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { ChoiceFilter } from "#shared/list/choice-filter.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { useBrokers } from "#shared/list/use-brokers.ts";
import { rangeQuery } from "#shared/live-data/live-params.ts";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { RangeBar } from "#shared/live-data/range-bar.tsx";
import { useCoverFlags } from "#shared/live-data/use-cover-flags.ts";
import { LIVE_COLUMN_IDS, liveColumns } from "./live-columns.tsx";
import { LIVE_TAB_SORTABLE, LIVE_TAB_SPEC, hasLiveTabFilters, liveTabExportRequest, liveTabRequest } from "./live-tab-params.ts";

/**
 * The live tab of live data (SPEC section 2, LiveDataLive `/data-center/live-data/live`; issue 20):
 * the agency's broadcasters with their figures for the range (agentOss anchorList), searchable by
 * Bigo ID, filtered by sub-agency and by broker, ordered by any figure on the server, paged, with the column
 * choices saved; the view in the URL. Export is the server's CSV of exactly the filtered, ordered
 * set (agentOss export, tab live). A row opens the broadcaster's live data with the same range; a
 * broadcaster whose live cover was flagged (LiveCoverLowQuality) carries a warning badge with its reason.
 */
export default function LiveTabPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(LIVE_TAB_SPEC, LIVE_TAB_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const request = useMemo(() => liveTabRequest(list.values, range), [list.values, range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const fetched = useListQuery(useAgentOssAnchorListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const proxies = useAgentOssProxyListQuery({ ...rangeSeconds(range), page: 1, pageSize: 100 });
  const proxyNames = useMemo(() => new Map((proxies.data?.list ?? []).map((p) => [p.proxyUid, p.name])), [proxies.data]);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => liveTabExportRequest(list.values, range), [list.values, range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const exporter = useServerExport(useLazyAgentOssExportQuery(), exportRequest, `live-data-live-${range.from}-${range.to}.csv`);
  const [visibility, setVisibility] = useColumnVisibility("live-data-live", LIVE_COLUMN_IDS);
  const coverFlags = useCoverFlags();
  const columns = useMemo(() => liveColumns(t, format, proxyNames, rangeQuery(range), coverFlags), [t, format, proxyNames, coverFlags, range.from, range.to]); // eslint-disable-line react-hooks/exhaustive-deps
  const { brokers } = useBrokers();
  const filtered = hasLiveTabFilters(list.values);
  const emptyTitle =
    request === null
      ? t("shared.bigoId.invalid")
      : list.values.bigo !== ""
        ? t("dataCenter.live.bigoNotInAgency", { bigoId: list.values.bigo })
        : filtered
          ? t("dataCenter.live.emptyFiltered")
          : t("dataCenter.live.empty");

  return (
    <ListPage
      label={t("route.LiveDataLive")}
      filters={
        <div className="flex flex-col gap-3">
          <RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />
          <FilterBar
            label={t("dataCenter.live.filters")}
            onSubmit={bigo.submit}
            active={filtered}
            onReset={() => {
              bigo.reset();
              list.update({ bigo: "", proxy: "", broker: "" });
            }}
          >
            <BigoIdField filter={bigo} />
            <ChoiceFilter
              label={t("dataCenter.live.subAgency")}
              anyLabel={t("dataCenter.live.anySubAgency")}
              value={list.values.proxy}
              options={(proxies.data?.list ?? []).map((p) => ({ value: p.proxyUid, label: p.name }))}
              onChange={(proxy) => list.update({ proxy })}
            />
            {brokers.length > 0 && (
              <ChoiceFilter
                label={t("broadcaster.list.filter.broker")}
                anyLabel={t("broadcaster.list.filter.anyBroker")}
                value={list.values.broker}
                options={brokers.map((b) => ({ value: b.uid, label: b.name }))}
                onChange={(broker) => list.update({ broker })}
              />
            )}
          </FilterBar>
        </div>
      }
      actions={<ServerExportButton exporter={exporter} />}
    >
      <ListTable
        caption={t("route.LiveDataLive")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={emptyTitle}
      />
    </ListPage>
  );
}
