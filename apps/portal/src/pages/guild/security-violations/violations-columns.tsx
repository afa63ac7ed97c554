import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { evidenceColumn, violationClassColumn } from "#pages/guild/security-shared/shared-columns.tsx";
import type { ViolationRow } from "./violations-params.ts";

/** The ids of the violations tab's columns, in order (the column settings key them). */
export const VIOLATION_COLUMN_IDS = ["time", "broadcaster", "violation", "rule", "description", "penalty", "evidence", "actor"] as const;

/**
 * The violations tab's columns: time (the user's zone), the broadcaster (a link to their live
 * data for the same range, `range`), the class, the rule, what happened, the penalty, the
 * evidence (or "evidence not provided by the platform") and who acted (an operator, or "System").
 */
export function violationColumns(t: TFunction, format: Formatters, range: { from: string; to: string }): DataTableColumn<ViolationRow>[] {
  const query = new URLSearchParams(range).toString();
  return [
    { id: "time", hideable: false, header: t("guild.violations.column.time"), width: 160, accessor: (row) => format.dateTime(row.create_time * 1000) },
    {
      id: "broadcaster",
      hideable: false,
      header: t("guild.security.column.broadcaster"),
      width: 190,
      accessor: (row) => `${row.nick_name} (${row.bigo_id})`,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <Link
            className="truncate font-medium text-brand-700 hover:underline"
            to={`${pathOf("BroadcasterLiveData", { uid: row.uid })}?${query}`}
            aria-label={t("guild.violations.liveDataOf", { name: row.nick_name })}
          >
            <bdi>{row.nick_name}</bdi>
          </Link>
          <span className="truncate text-xs text-fg-muted">{row.bigo_id}</span>
        </span>
      ),
    },
    violationClassColumn(t),
    {
      id: "rule",
      priority: 2,
      header: t("guild.violations.column.rule"),
      width: 220,
      accessor: (row) => row.rule,
      cell: (row) => (
        <span className="truncate" title={row.rule}>
          {row.rule}
        </span>
      ),
    },
    {
      id: "description",
      priority: 4,
      header: t("guild.violations.column.description"),
      width: 240,
      accessor: (row) => row.description,
      cell: (row) => (
        <span className="truncate" title={row.description}>
          {row.description}
        </span>
      ),
    },
    { id: "penalty", priority: 1, header: t("guild.violations.column.penalty"), width: 150, accessor: (row) => row.punishment },
    evidenceColumn(t),
    {
      id: "actor",
      priority: 2,
      header: t("guild.violations.column.actor"),
      width: 160,
      accessor: (row) => (row.operator_name === "" ? t("guild.violations.system") : row.operator_name),
    },
  ];
}
