import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { broadcasterColumn } from "#pages/data-center/shared/broadcaster-column.tsx";
import type { DayTabRow } from "./day-params.ts";
import { dayCounts } from "./day-params.ts";
import { DayHeatMap } from "./day-heat-map.tsx";

/** The day tab's columns: broadcaster, the range's live time, valid days and beans, and the days as a heat map (its text: the counts of each kind). */
export function dayColumns(t: TFunction, format: Formatters, days: number): DataTableColumn<DayTabRow>[] {
  return [
    broadcasterColumn<DayTabRow>(t),
    { id: "liveDuration", header: t("dataCenter.column.liveDuration"), width: 120, align: "end", priority: 1, accessor: (row) => format.duration(row.liveDuration) },
    { id: "validLiveDays", header: t("dataCenter.column.validLiveDays"), width: 100, align: "end", priority: 1, accessor: (row) => format.number(row.validLiveDays) },
    { id: "beans", header: t("dataCenter.column.beans"), width: 130, align: "end", priority: 2, accessor: (row) => format.beans(row.beans) },
    {
      id: "calendar",
      header: t("dataCenter.column.calendar"),
      width: Math.max(160, Math.min(days, 45) * 11 + 24),
      priority: 1,
      accessor: (row) => {
        const counts = dayCounts(row.days ?? []);
        return t("dataCenter.heat.summary", { valid: format.number(counts.valid), partial: format.number(counts.partial), off: format.number(counts.off) });
      },
      cell: (row) => <DayHeatMap days={row.days ?? []} t={t} format={format} />,
    },
  ];
}
