import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import type { TeamRow } from "./params.ts";

/** A part's share of a team's new broadcasters, or "—" for a team without any. */
const shareText = (format: Formatters, part: number, whole: number) => (whole === 0 ? "—" : format.percent(part / whole, 0));

/**
 * The manager screen's team columns: the team (a sub-agency, linking to its agent view; the
 * agency's own broadcasters as "The agency itself"), its new broadcasters, how many were live and
 * how many meet the target (with their shares), their beans and live time over the range.
 */
export function teamColumns(t: TFunction, format: Formatters): DataTableColumn<TeamRow>[] {
  return [
    {
      id: "team",
      header: t("dataCenter.newAnchors.team"),
      hideable: false,
      width: 200,
      accessor: (row) => (row.proxyUid === "0" ? t("dataCenter.live.agencyItself") : row.name),
      cell: (row) =>
        row.proxyUid === "0" ? (
          t("dataCenter.live.agencyItself")
        ) : (
          <Link to={`${pathOf("NewBroadcasterDataAgent")}?${new URLSearchParams({ proxy: row.proxyUid }).toString()}`} className="text-brand-700 hover:underline">
            <bdi>{row.name}</bdi>
          </Link>
        ),
    },
    { id: "newAnchorCount", header: t("dataCenter.live.newAnchors"), width: 120, priority: 1, align: "end", accessor: (row) => format.number(row.newAnchorCount) },
    {
      id: "activeCount",
      header: t("dataCenter.newAnchors.active"),
      width: 130,
      priority: 2,
      align: "end",
      accessor: (row) => `${format.number(row.activeCount)} (${shareText(format, row.activeCount, row.newAnchorCount)})`,
    },
    {
      id: "qualifiedCount",
      header: t("dataCenter.newAnchors.qualified"),
      width: 130,
      priority: 3,
      align: "end",
      accessor: (row) => `${format.number(row.qualifiedCount)} (${shareText(format, row.qualifiedCount, row.newAnchorCount)})`,
    },
    { id: "beans", header: t("broadcaster.liveMetric.beans.name"), width: 130, priority: 4, align: "end", accessor: (row) => formatMetric("beans", row.beans, format) },
    {
      id: "liveDuration",
      header: t("broadcaster.liveMetric.duration.name"),
      width: 130,
      priority: 5,
      align: "end",
      accessor: (row) => formatMetric("duration", row.liveDuration, format),
    },
  ];
}
