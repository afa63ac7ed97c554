import type { areaAgencyRank } from "@agent-portal/api-client/contract/live-data-area";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { TrendLabel } from "@agent-portal/ui-kit/components/trend-label";
import type { TFunction } from "i18next";
import type { RankChange } from "./rank-change.ts";
import { rankChange, trendOf } from "./rank-change.ts";

/** One row of the agency ranking (area agencyRank). */
export type AgencyRankRow = ResponseOf<typeof areaAgencyRank>["list"][number];

/** The short text of a change of place ("+2", "−1", "New", "No change") and its full text with the comparison (screen readers, the CSV-like accessor). */
function changeTexts(change: RankChange, t: TFunction, format: Formatters, comparison: string): { short: string; full: string } {
  if (change.kind === "new") return { short: t("region.rank.new"), full: `${t("region.rank.newFull")} ${comparison}` };
  if (change.kind === "same") return { short: t("region.rank.same"), full: `${t("region.rank.same")} ${comparison}` };
  const places = format.number(change.places);
  return change.kind === "up"
    ? { short: `+${places}`, full: `${t("region.rank.up", { n: places })} ${comparison}` }
    : { short: `−${places}`, full: `${t("region.rank.down", { n: places })} ${comparison}` };
}

/**
 * The agency ranking's columns: rank, its change against the previous period (named:
 * `comparison`, e.g. "vs the previous period (Apr 1 – Apr 30)"), the agency, its beans, live time,
 * valid days and broadcasters live.
 */
export function agencyColumns(t: TFunction, format: Formatters, comparison: string): DataTableColumn<AgencyRankRow>[] {
  return [
    { id: "rank", header: t("dataCenter.column.rank"), hideable: false, width: 70, align: "end", accessor: (row) => format.number(row.rank) },
    {
      id: "rankChange",
      header: t("region.column.rankChange"),
      width: 110,
      priority: 1,
      accessor: (row) => changeTexts(rankChange(row.rank, row.previousRank), t, format, comparison).full,
      cell: (row) => {
        const change = rankChange(row.rank, row.previousRank);
        const texts = changeTexts(change, t, format, comparison);
        return (
          <TrendLabel trend={trendOf(change)}>
            <span aria-hidden="true">{texts.short}</span>
            <span className="sr-only">{texts.full}</span>
          </TrendLabel>
        );
      },
    },
    { id: "agency", header: t("region.column.agency"), hideable: false, width: 220, accessor: (row) => row.name },
    { id: "beans", header: t("dataCenter.column.beans"), width: 130, align: "end", priority: 1, accessor: (row) => format.beans(row.beans) },
    { id: "liveDuration", header: t("dataCenter.column.liveDuration"), width: 120, align: "end", priority: 2, accessor: (row) => format.duration(row.liveDuration) },
    { id: "validLiveDays", header: t("dataCenter.column.validLiveDays"), width: 110, align: "end", priority: 3, accessor: (row) => format.number(row.validLiveDays) },
    { id: "liveAnchors", header: t("dataCenter.live.activeAnchors"), width: 140, align: "end", priority: 2, accessor: (row) => format.number(row.liveAnchors) },
  ];
}
