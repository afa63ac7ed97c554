import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { evidenceColumn, violationClassColumn } from "#pages/guild/security-shared/shared-columns.tsx";
import { AppealState, BanTimeLeft } from "./ban-cells.tsx";
import { BanActions } from "./ban-actions.tsx";
import type { BanRow } from "./security-status-params.ts";

/** The ids of the status tab's columns, in order (the column settings key them). */
export const BAN_COLUMN_IDS = ["broadcaster", "violation", "banType", "reason", "start", "end", "timeLeft", "appeal", "evidence", "actions"] as const;

/** What the row actions open. */
export interface BanRowHandlers {
  /** Opens the broadcaster's ban details (QueryBanUserInfo) and the ban's appeals. */
  readonly onDetails: (row: BanRow) => void;
  /** Opens the appeal form of the ban. */
  readonly onAppeal: (row: BanRow) => void;
}

/**
 * The status tab's columns: the broadcaster, the violation class, the ban type and reason, start
 * and end (in the user's zone), the time left ticking each second (or "Permanent", "Expired"),
 * the latest appeal's state, the evidence (or "evidence not provided by the platform"), and the
 * actions. Headers are `guild.security.column.*`.
 */
export function banColumns(t: TFunction, format: Formatters, handlers: BanRowHandlers): DataTableColumn<BanRow>[] {
  return [
    {
      id: "broadcaster",
      hideable: false,
      header: t("guild.security.column.broadcaster"),
      width: 190,
      accessor: (row) => `${row.nick_name} (${row.bigo_id})`,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <bdi className="truncate font-medium">{row.nick_name}</bdi>
          <span className="truncate text-xs text-fg-muted">{row.bigo_id}</span>
        </span>
      ),
    },
    violationClassColumn(t),
    { id: "banType", priority: 2, header: t("guild.security.column.banType"), width: 150, accessor: (row) => t(`guild.security.banType.${String(row.ban_type)}`) },
    {
      id: "reason",
      priority: 5,
      header: t("guild.security.column.reason"),
      width: 220,
      accessor: (row) => row.reason,
      cell: (row) => (
        <span className="truncate" title={row.reason}>
          {row.reason}
        </span>
      ),
    },
    { id: "start", priority: 3, header: t("guild.security.column.start"), width: 160, accessor: (row) => format.dateTime(row.start_time * 1000) },
    {
      id: "end",
      priority: 4,
      header: t("guild.security.column.end"),
      width: 160,
      accessor: (row) => (row.end_time === 0 ? t("guild.security.permanent") : format.dateTime(row.end_time * 1000)),
    },
    { id: "timeLeft", priority: 1, header: t("guild.security.column.timeLeft"), width: 150, accessor: () => "", cell: (row) => <BanTimeLeft row={row} /> },
    {
      id: "appeal",
      priority: 2,
      header: t("guild.security.column.appeal"),
      width: 150,
      accessor: (row) => t(`guild.security.appealStatus.${String(row.appeal_status)}`),
      cell: (row) => <AppealState row={row} />,
    },
    evidenceColumn(t),
    {
      id: "actions",
      hideable: false,
      excludeFromExport: true,
      header: t("guild.security.column.actions"),
      width: 210,
      accessor: () => "",
      cell: (row) => <BanActions row={row} onDetails={() => handlers.onDetails(row)} onAppeal={() => handlers.onAppeal(row)} />,
    },
  ];
}
