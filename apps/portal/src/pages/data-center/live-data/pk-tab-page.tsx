import { useAgentOssAnchorListQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useAgentOssPkOverviewQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { dayParam, oneOfParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { winRate } from "#shared/live-data/compare.ts";
import { rangeQuery } from "#shared/live-data/live-params.ts";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { RangeBar } from "#shared/live-data/range-bar.tsx";
import type { LiveTabRow } from "./live-tab-params.ts";
import { PkRelease } from "./pk-release.tsx";

const PK_SORTABLE = ["pkCount", "pkWinCount", "pkWinRate"] as const;
const MIN_PKS = ["1", "5", "10", "20"] as const;

/** The pk tab's URL: page, size, order (default most battles), range, and the minimum of battles (`min`, default 5). */
const PK_SPEC = { ...listParams(PK_SORTABLE, "pkCount", "desc"), from: dayParam(), to: dayParam(), min: oneOfParam(MIN_PKS, "5") };

/**
 * The pk tab of live data (SPEC section 2, LiveDataPK `/data-center/live-data/pk`; issue 20): the
 * agency's PK totals for the range (agentOss pkOverview) and, per broadcaster, PK battles, wins,
 * battles not won and the win rate with its count (agentOss anchorList, ordered on the server by
 * battles, wins or win rate). Only broadcasters with at least the chosen minimum of battles are
 * listed (default 5), so that 1 win of 1 battle does not top the win rate.
 */
export default function PkTabPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(PK_SPEC, PK_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const seconds = rangeSeconds(range);
  const overview = useAgentOssPkOverviewQuery(seconds);
  const view = useListQuery(
    useAgentOssAnchorListQuery({
      ...seconds,
      sort: list.values.sort,
      order: list.values.order,
      minPkCount: Number(list.values.min),
      page: list.values.page,
      pageSize: list.values.size,
    }),
  );
  const query = rangeQuery(range);
  const columns = useMemo<DataTableColumn<LiveTabRow>[]>(
    () => [
      {
        id: "anchor",
        header: t("dataCenter.live.broadcaster"),
        hideable: false,
        width: 220,
        accessor: (row) => `${row.nickName} (${row.bigoId})`,
        cell: (row) => (
          <Link to={`${pathOf("BroadcasterLiveData", { uid: row.uid })}${query}`} className="flex min-w-0 flex-col text-brand-700 hover:underline">
            <span className="truncate">{row.nickName}</span>
            <bdi className="text-xs text-fg-muted">{row.bigoId}</bdi>
          </Link>
        ),
      },
      { id: "pkCount", header: t("broadcaster.liveMetric.pk.name"), width: 120, align: "end", sortable: true, accessor: (row) => format.number(row.pkCount) },
      { id: "pkWinCount", header: t("dataCenter.live.pkWins"), width: 110, align: "end", sortable: true, accessor: (row) => format.number(row.pkWinCount) },
      { id: "notWon", header: t("dataCenter.live.pkNotWon"), width: 110, align: "end", accessor: (row) => format.number(row.pkCount - row.pkWinCount) },
      {
        id: "pkWinRate",
        header: t("dataCenter.live.winRate"),
        width: 150,
        align: "end",
        sortable: true,
        accessor: (row) => {
          const rate = winRate(row.pkWinCount, row.pkCount);
          return rate === null ? "—" : `${format.percent(rate, 1)} (${t("dataCenter.live.ofBattles", { n: format.number(row.pkCount) })})`;
        },
      },
    ],
    [t, format, query],
  );
  const rate = overview.data === undefined ? null : winRate(overview.data.pkWinCount, overview.data.pkCount);

  return (
    <ListPage
      label={t("route.LiveDataPK")}
      summary={<PkRelease />}
      filters={
        <div className="flex flex-col gap-3">
          <RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />
          <FilterBar label={t("dataCenter.live.filters")} onSubmit={() => true} active={list.values.min !== "5"} onReset={() => list.update({ min: "5" })}>
            <FormField label={t("dataCenter.live.minPks")} className="w-56">
              {(control) => (
                <Select
                  {...control}
                  options={MIN_PKS.map((value) => ({ value, label: format.number(Number(value)) }))}
                  value={list.values.min}
                  onValueChange={(value) => list.update({ min: PK_SPEC.min.parse([value]) })}
                />
              )}
            </FormField>
          </FilterBar>
          {overview.data && (
            <p className="text-sm text-fg" data-testid="pk-totals">
              {t("dataCenter.live.pkSummary", {
                battles: format.number(overview.data.pkCount),
                wins: format.number(overview.data.pkWinCount),
                rate: rate === null ? "—" : format.percent(rate, 1),
                anchors: format.number(overview.data.anchorCount),
              })}
            </p>
          )}
        </div>
      }
    >
      <ListTable
        caption={t("route.LiveDataPK")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        exportFileName={false}
        emptyTitle={t("dataCenter.live.noPk", { n: list.values.min })}
      />
    </ListPage>
  );
}
