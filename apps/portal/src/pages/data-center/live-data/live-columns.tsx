import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { CoverIssueReason } from "@agent-portal/api-client/enums";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { CoverQualityBadge } from "#shared/live-data/cover-quality-badge.tsx";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "#shared/live-data/live-metrics.ts";
import { metricColumn } from "#shared/live-data/metric-columns.ts";
import type { LiveTabRow } from "./live-tab-params.ts";

/** The metric columns of the live tab, in order; each column's id is the figure the server sorts by. */
const METRIC_COLUMNS: readonly LiveMetricType[] = ["beans", "duration", "valid-days", "gift-users", "new-fans", "pk", "viewers", "income"];

/** The column ids of the live tab (the column choices saved per screen). */
export const LIVE_COLUMN_IDS = ["anchor", "proxy", ...METRIC_COLUMNS.map((type) => LIVE_METRICS[type].field), "pkWinCount"] as const;

/**
 * The live tab's columns: the broadcaster (name and Bigo ID, linking to their live data with the
 * range), the sub-agency, then each figure in its unit, sortable on the server.
 *
 * @param proxyNames sub-agency names by proxy uid ("0": the agency itself)
 * @param rangeQuery the query string carrying the range to the broadcaster's page
 * @param coverFlags low-quality cover reasons by uid (LiveCoverLowQuality): a warning badge under the name
 */
export function liveColumns(
  t: TFunction,
  format: Formatters,
  proxyNames: ReadonlyMap<string, string>,
  rangeQuery: string,
  coverFlags: ReadonlyMap<string, CoverIssueReason> = new Map(),
): DataTableColumn<LiveTabRow>[] {
  return [
    {
      id: "anchor",
      header: t("dataCenter.live.broadcaster"),
      hideable: false,
      width: 220,
      accessor: (row) => `${row.nickName} (${row.bigoId})`,
      cell: (row) => {
        const cover = coverFlags.get(row.uid);
        return (
          <span className="flex min-w-0 flex-col gap-1">
            <Link to={`${pathOf("BroadcasterLiveData", { uid: row.uid })}${rangeQuery}`} className="flex min-w-0 flex-col text-brand-700 hover:underline">
              <span className="truncate">{row.nickName}</span>
              <bdi className="text-xs text-fg-muted">{row.bigoId}</bdi>
            </Link>
            {cover !== undefined && <CoverQualityBadge reason={cover} />}
          </span>
        );
      },
    },
    {
      id: "proxy",
      header: t("dataCenter.live.subAgency"),
      width: 160,
      priority: 9,
      accessor: (row) => (row.proxyUid === "0" ? t("dataCenter.live.agencyItself") : (proxyNames.get(row.proxyUid) ?? row.proxyUid)),
    },
    ...METRIC_COLUMNS.map((type, index): DataTableColumn<LiveTabRow> =>
      metricColumn<LiveTabRow>(t, type, (row) => formatMetric(type, row[LIVE_METRICS[type].field], format), {
        id: LIVE_METRICS[type].field,
        width: 130,
        priority: index + 1,
        sortable: true,
      }),
    ),
    {
      id: "pkWinCount",
      header: t("dataCenter.live.pkWins"),
      width: 110,
      priority: 10,
      align: "end",
      sortable: true,
      accessor: (row) => format.number(row.pkWinCount),
    },
  ];
}
