import { ByBeansMethodStatus } from "@agent-portal/api-client/enums";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { feeText } from "@agent-portal/api-client/contract/basis-points";
import type { ByBeansMethodRow } from "./method-form.ts";

/** The ids of the by-beans method list's columns, in order (the column settings key them). */
export const BY_BEANS_METHOD_COLUMN_IDS = ["name", "minBeans", "fee", "broadcasters", "status", "updateTime", "actions"] as const;

/** What a row's buttons do. */
export interface MethodRowActions {
  readonly onEdit: (row: ByBeansMethodRow) => void;
  readonly onDelete: (row: ByBeansMethodRow) => void;
}

/**
 * The by-beans methods' columns: name, smallest payout (beans), the agency's fee (percent, from
 * basis points), how many broadcasters it pays, status (active, disabled), last change (Unix
 * seconds in the user's zone) and the row's Edit and Delete buttons.
 */
export function byBeansMethodColumns(t: TFunction, format: Formatters, actions: MethodRowActions): DataTableColumn<ByBeansMethodRow>[] {
  const statusText = (row: ByBeansMethodRow) => t(`payment.byBeansMethod.status.${String(row.status)}`);
  return [
    {
      id: "name",
      hideable: false,
      header: t("payment.byBeansMethod.column.name"),
      width: 180,
      accessor: (row) => row.name,
      cell: (row) => <bdi className="truncate font-medium">{row.name}</bdi>,
    },
    { id: "minBeans", priority: 2, header: t("payment.byBeansMethod.column.minBeans"), width: 150, accessor: (row) => format.beans(row.min_beans) },
    { id: "fee", priority: 3, header: t("payment.byBeansMethod.column.fee"), width: 110, accessor: (row) => t("payment.byBeansMethod.feePercent", { fee: feeText(row.fee_bp) }) },
    { id: "broadcasters", priority: 1, header: t("payment.byBeansMethod.column.broadcasters"), width: 130, accessor: (row) => format.number(row.anchor_uids.length) },
    {
      id: "status",
      priority: 4,
      header: t("payment.byBeansMethod.column.status"),
      width: 110,
      accessor: statusText,
      cell: (row) => <Badge tone={row.status === ByBeansMethodStatus.Active ? "success" : "neutral"}>{statusText(row)}</Badge>,
    },
    { id: "updateTime", priority: 5, header: t("payment.byBeansMethod.column.updateTime"), width: 170, accessor: (row) => format.dateTime(row.update_time * 1000) },
    {
      id: "actions",
      header: t("payment.byBeansMethod.column.actions"),
      width: 190,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) => (
        <span className="flex gap-2">
          <Button variant="secondary" size="sm" aria-label={t("payment.byBeansMethod.editName", { name: row.name })} onClick={() => actions.onEdit(row)}>
            {t("payment.byBeansMethod.edit")}
          </Button>
          <Button variant="secondary" size="sm" aria-label={t("payment.byBeansMethod.deleteName", { name: row.name })} onClick={() => actions.onDelete(row)}>
            {t("payment.byBeansMethod.delete")}
          </Button>
        </span>
      ),
    },
  ];
}
