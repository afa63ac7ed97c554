import { PaymentStatus } from "@agent-portal/api-client/enums";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { PaymentStatusBadge } from "@agent-portal/app-runtime/components/payment-status-badge";
import type { BroadcasterPaymentRow } from "./broadcaster-payment-params.ts";

/** The ids of the list's columns, in order (the column settings key them). */
export const BROADCASTER_PAYMENT_COLUMN_IDS = ["broadcaster", "method", "status", "byBeansMethod", "submitter", "whitelist", "submitTime", "actions"] as const;

/**
 * The broadcasters' payment columns: the broadcaster (name, Bigo ID), the method submitted, its
 * review status, the by-beans method paying them (its name from `methodNames`, by id), who submitted
 * it for whom (SubmitType and the submitter's name), whether they are on the by-beans whitelist
 * and when it was submitted (Unix seconds in the user's zone). With `onSubmitFor` (the broadcaster
 * payment by-beans tab), a last column opens the agency's submission for the row's broadcaster.
 */
export function broadcasterPaymentColumns(
  t: TFunction,
  format: Formatters,
  methodNames: ReadonlyMap<string, string>,
  onSubmitFor?: (row: BroadcasterPaymentRow) => void,
): DataTableColumn<BroadcasterPaymentRow>[] {
  const columns: DataTableColumn<BroadcasterPaymentRow>[] = [
    {
      id: "broadcaster",
      hideable: false,
      header: t("payment.broadcasterPayment.column.broadcaster"),
      width: 200,
      accessor: (row) => `${row.nick_name} (${row.bigo_id})`,
      cell: (row) => (
        <span className="flex min-w-0 flex-col">
          <bdi className="truncate font-medium">{row.nick_name}</bdi>
          <bdi className="truncate text-sm text-fg-muted" dir="ltr">
            {row.bigo_id}
          </bdi>
        </span>
      ),
    },
    { id: "method", priority: 2, header: t("payment.broadcasterPayment.column.method"), width: 150, accessor: (row) => t(`payment.method.${String(row.method_type)}`) },
    {
      id: "status",
      priority: 1,
      header: t("payment.bankInfo.status"),
      width: 130,
      accessor: (row) => t(`payment.status.${String(row.status)}`),
      cell: (row) => <PaymentStatusBadge status={row.status} />,
    },
    {
      id: "byBeansMethod",
      priority: 4,
      header: t("payment.broadcasterPayment.column.byBeansMethod"),
      width: 160,
      accessor: (row) => (row.by_beans_method_id === "" ? "—" : (methodNames.get(row.by_beans_method_id) ?? row.by_beans_method_id)),
    },
    {
      id: "submitter",
      priority: 3,
      header: t("payment.bankInfo.history.submitter"),
      width: 220,
      accessor: (row) =>
        row.status === PaymentStatus.NotSubmitted ? "—" : t("payment.submitType.byFor", { type: t(`payment.submitType.${String(row.submit_type)}`), name: row.submitter_name }),
    },
    {
      id: "whitelist",
      priority: 5,
      header: t("payment.broadcasterPayment.column.whitelist"),
      width: 120,
      accessor: (row) => t(`payment.broadcasterPayment.onWhitelist.${String(row.on_whitelist)}`),
    },
    {
      id: "submitTime",
      priority: 6,
      header: t("payment.bankInfo.history.submitTime"),
      width: 170,
      accessor: (row) => (row.submit_time === 0 ? "—" : format.dateTime(row.submit_time * 1000)),
    },
  ];
  if (onSubmitFor === undefined) return columns;
  return [
    ...columns,
    {
      id: "actions",
      hideable: false,
      header: t("payment.byBeansMethod.column.actions"),
      width: 190,
      accessor: () => "",
      cell: (row) => (
        <Button size="sm" variant="secondary" aria-label={t("payment.broadcasterPayment.submit.actionFor", { name: row.nick_name })} onClick={() => onSubmitFor(row)}>
          {t("payment.broadcasterPayment.submit.action")}
        </Button>
      ),
    },
  ];
}
