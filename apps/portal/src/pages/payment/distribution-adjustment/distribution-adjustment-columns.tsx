import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import type { DistributionAdjustmentRow } from "./distribution-adjustment-params.ts";

/** The ids of the adjustment list's columns, in order (the column settings key them). */
export const DISTRIBUTION_ADJUSTMENT_COLUMN_IDS = [
  "createTime",
  "adjustmentId",
  "reference",
  "bigoId",
  "amountBeans",
  "reason",
  "balanceBefore",
  "balanceAfter",
  "creatorName",
  "correction",
  "actions",
] as const;

/** The reference as read: the batch, and the row's line where it adjusts one row. */
export const referenceText = (t: TFunction, row: Pick<DistributionAdjustmentRow, "batch_id" | "line">): string =>
  row.line === 0 ? t("payment.adjustment.batchRef", { batch: row.batch_id }) : t("payment.adjustment.rowRef", { batch: row.batch_id, line: row.line });

/** The correction link of a row: the adjustment it corrects, or the one correcting it. */
const correctionText = (t: TFunction, row: DistributionAdjustmentRow): string =>
  row.corrects_id !== ""
    ? t("payment.adjustment.corrects", { id: row.corrects_id })
    : row.corrected_by_id !== ""
      ? t("payment.adjustment.correctedBy", { id: row.corrected_by_id })
      : "";

/**
 * The adjustment list's columns: when, the id, the reference (batch, line), the receiver's Bigo
 * ID, the signed beans (`+250`, `−40`), the reason, the agency's balance before and after, who
 * posted it, its correction link, and a Correct button while it is not corrected. Nothing edits or
 * deletes an adjustment. Times are Unix seconds shown in the user's zone; beans are integers.
 */
export function distributionAdjustmentColumns(t: TFunction, format: Formatters, onCorrect: (row: DistributionAdjustmentRow) => void): DataTableColumn<DistributionAdjustmentRow>[] {
  return [
    { id: "createTime", priority: 3, header: t("payment.adjustment.column.createTime"), width: 170, accessor: (row) => format.dateTime(row.create_time * 1000) },
    { id: "adjustmentId", hideable: false, header: t("payment.adjustment.column.adjustmentId"), width: 110, accessor: (row) => row.adjustment_id },
    { id: "reference", priority: 1, header: t("payment.adjustment.column.reference"), width: 150, accessor: (row) => referenceText(t, row) },
    {
      id: "bigoId",
      priority: 4,
      header: t("payment.adjustment.column.bigoId"),
      width: 150,
      accessor: (row) => row.bigo_id,
      cell: (row) => <bdi className="truncate">{row.bigo_id}</bdi>,
    },
    {
      id: "amountBeans",
      hideable: false,
      header: t("payment.adjustment.column.amountBeans"),
      width: 130,
      align: "end",
      accessor: (row) => format.number(row.amount_beans, { signDisplay: "exceptZero" }),
    },
    {
      id: "reason",
      priority: 2,
      header: t("payment.adjustment.column.reason"),
      width: 220,
      accessor: (row) => row.reason,
      cell: (row) => (
        <span className="truncate" title={row.reason}>
          {row.reason}
        </span>
      ),
    },
    { id: "balanceBefore", priority: 5, header: t("payment.adjustment.column.balanceBefore"), width: 140, align: "end", accessor: (row) => format.number(row.balance_before) },
    { id: "balanceAfter", priority: 5, header: t("payment.adjustment.column.balanceAfter"), width: 140, align: "end", accessor: (row) => format.number(row.balance_after) },
    { id: "creatorName", priority: 7, header: t("payment.adjustment.column.creatorName"), width: 150, accessor: (row) => row.creator_name },
    { id: "correction", priority: 6, header: t("payment.adjustment.column.correction"), width: 170, accessor: (row) => correctionText(t, row) },
    {
      id: "actions",
      header: t("payment.adjustment.column.actions"),
      width: 120,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) =>
        row.corrected_by_id !== "" ? null : (
          <Button variant="secondary" size="sm" aria-label={t("payment.adjustment.correctName", { id: row.adjustment_id })} onClick={() => onCorrect(row)}>
            {t("payment.adjustment.correct")}
          </Button>
        ),
    },
  ];
}
