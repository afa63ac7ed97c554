import type { areaLiveOrder } from "@agent-portal/api-client/contract/live-data-area";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";

/** One row of a region's broadcaster tabs (area liveOrder): a broadcaster's figures with one agency of the region. */
export type RegionRow = ResponseOf<typeof areaLiveOrder>["list"][number];

/** A row's id: a broadcaster may have figures with two agencies of the region in one range (a transfer). */
export const regionRowId = (row: RegionRow): string => `${row.agencyUid}:${row.uid}`;

/**
 * The agency tab's columns with the region's agency column after the broadcaster (the first
 * column): the figures, heat map and tier columns of the agency's broadcaster stats, unchanged.
 */
export function withAgencyColumn(t: TFunction, columns: readonly DataTableColumn<RegionRow>[]): DataTableColumn<RegionRow>[] {
  const agency: DataTableColumn<RegionRow> = { id: "agency", header: t("region.column.agency"), width: 150, priority: 1, accessor: (row) => row.agencyName };
  const at = columns.findIndex((column) => column.id === "broadcaster") + 1;
  return [...columns.slice(0, at), agency, ...columns.slice(at)];
}
