import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import type { PaymentActionLogRow } from "./action-log-params.ts";

/** The ids of the action log's columns, in order (the column settings key them). */
export const PAYMENT_ACTION_LOG_COLUMN_IDS = ["time", "actor", "role", "action", "target", "amount", "balanceBefore", "balanceAfter", "refId", "detail"] as const;

/** Whole beans in the user's locale, signed amounts with their sign; "—" where no money moved (null). */
const beans = (format: Formatters, value: number | null, signed = false): string => (value === null ? "—" : format.number(value, signed ? { signDisplay: "exceptZero" } : {}));

/**
 * The action log's columns: time, actor (name and Bigo ID), their role then, the action, the Bigo
 * ID acted on, the beans moved (signed) with the agency's balance before and after ("—" where no
 * money moved), the batch, adjustment or entry id and the detail. Read-only: no row has an action.
 */
export function paymentActionLogColumns(t: TFunction, format: Formatters): DataTableColumn<PaymentActionLogRow>[] {
  return [
    { id: "time", hideable: false, header: t("payment.actionLog.column.time"), width: 170, accessor: (row) => format.dateTime(row.create_time * 1000) },
    {
      id: "actor",
      priority: 2,
      header: t("payment.actionLog.column.actor"),
      width: 180,
      accessor: (row) => row.actor_name,
      cell: (row) => (
        <span className="flex flex-col truncate">
          <bdi className="truncate">{row.actor_name}</bdi>
          <bdi className="truncate text-xs text-fg-muted">{row.actor_bigo_id}</bdi>
        </span>
      ),
    },
    { id: "role", priority: 5, header: t("payment.actionLog.column.role"), width: 140, accessor: (row) => t(`payment.actionLog.role.${String(row.actor_role)}`) },
    { id: "action", priority: 1, header: t("payment.actionLog.column.action"), width: 190, accessor: (row) => t(`payment.actionLog.action.${String(row.action_type)}`) },
    {
      id: "target",
      priority: 3,
      header: t("payment.actionLog.column.target"),
      width: 150,
      accessor: (row) => row.target_bigo_id,
      cell: (row) => <bdi className="truncate">{row.target_bigo_id}</bdi>,
    },
    { id: "amount", priority: 4, header: t("payment.actionLog.column.amount"), width: 130, align: "end", accessor: (row) => beans(format, row.amount_beans, true) },
    { id: "balanceBefore", priority: 6, header: t("payment.actionLog.column.balanceBefore"), width: 140, align: "end", accessor: (row) => beans(format, row.balance_before) },
    { id: "balanceAfter", priority: 6, header: t("payment.actionLog.column.balanceAfter"), width: 140, align: "end", accessor: (row) => beans(format, row.balance_after) },
    { id: "refId", priority: 7, header: t("payment.actionLog.column.refId"), width: 120, accessor: (row) => row.ref_id },
    {
      id: "detail",
      priority: 4,
      header: t("payment.actionLog.column.detail"),
      width: 240,
      accessor: (row) => row.detail,
      cell: (row) => (
        <span className="truncate" title={row.detail}>
          {row.detail}
        </span>
      ),
    },
  ];
}
