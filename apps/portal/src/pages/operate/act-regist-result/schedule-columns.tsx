import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { ZonedTime } from "#pages/operate/act-regist/activity-times.tsx";
import { recordColumns } from "./record-columns.tsx";
import { NotDrawn, OpponentCell, SignStatusBadge, SlotCell, isDrawn } from "./record-cells.tsx";
import type { RoundRecord } from "./result-params.ts";

/** The ids of the schedule's columns (column visibility). */
export const SCHEDULE_COLUMN_IDS = ["broadcaster", "activity", "round", "group", "slot", "opponent", "status"] as const;

/**
 * The round schedule's columns (act-regist-result/schedule): the broadcaster, the activity, the
 * round with its start, the group, the time slot (report zone, local time beside) and the opponent
 * once drawn ("Not yet drawn" before), and the registration status.
 */
export function scheduleColumns(t: TFunction): DataTableColumn<RoundRecord>[] {
  return [
    ...recordColumns<RoundRecord>(t),
    {
      id: "round",
      priority: 2,
      header: t("operate.results.round"),
      width: 220,
      accessor: (row) => row.roundStartTime,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.roundName}</span>
          <ZonedTime seconds={row.roundStartTime} timeZone={row.reportTimeZone} />
        </span>
      ),
    },
    {
      id: "group",
      priority: 2,
      header: t("operate.results.group"),
      width: 110,
      accessor: (row) => row.groupName,
      cell: (row) => (isDrawn(row) ? t("operate.results.groupValue", { group: row.groupName }) : <NotDrawn status={row.signStatus} />),
    },
    { id: "slot", priority: 1, header: t("operate.results.slot"), width: 220, accessor: (row) => row.slotStartTime, cell: (row) => <SlotCell row={row} /> },
    { id: "opponent", priority: 1, header: t("operate.results.opponent"), width: 180, accessor: (row) => row.opponentBigoId, cell: (row) => <OpponentCell row={row} /> },
    { id: "status", priority: 4, header: t("operate.results.status"), width: 150, accessor: (row) => row.signStatus, cell: (row) => <SignStatusBadge status={row.signStatus} /> },
  ];
}
