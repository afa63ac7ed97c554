/**
 * A distribution batch's rows on screen (issue 21, items 1-2): each row's translated reason and
 * the columns of the rejected-rows table (preview) and of every row's final state (result).
 */
import { distributionRowReasons } from "@agent-portal/api-client/contract/live-agent-service-distribution";
import type { PaymentAgencyDistributionGet } from "@agent-portal/api-client/contract/live-agent-service-distribution";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { DistributionRowState } from "@agent-portal/api-client/enums";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { blacklistedText } from "#pages/payment/shared/blacklisted.ts";

/** A batch as PaymentAgencyDistribution{Preview,Get,Confirm} answer it. */
export type DistributionBatch = ResponseOf<typeof PaymentAgencyDistributionGet>;
/** One row of a batch, with its state. */
export type DistributionBatchRow = DistributionBatch["rows"][number];

/** The reasons the screen translates (the contract's list); an unknown one reads as "refused". */
const REASONS: ReadonlySet<string> = new Set(distributionRowReasons);

/** An ID a spreadsheet turned into a number in scientific notation (`1.23E+10`): the reason adds "format the ID column as text". */
const SCIENTIFIC_ID = /^\d+(?:[.,]\d+)?e[+-]?\d+$/i;

/**
 * Why a row was refused, in words: `payment.distribution.reason.<reason>`; a blacklisted ID reads
 * "Blacklisted since {date}: {reason}"; an unknown ID written like `1.23E+10` adds the spreadsheet hint.
 */
export function rowReason(t: TFunction, format: Formatters, row: DistributionBatchRow): string {
  if (row.reason === "") return "";
  if (row.reason === "blacklisted") return blacklistedText(t, format, row.blacklisted_since, row.blacklist_reason);
  if (row.reason === "unknownId" && SCIENTIFIC_ID.test(row.bigo_id.trim())) return t("payment.distribution.reason.scientificId");
  return REASONS.has(row.reason) ? t(`payment.distribution.reason.${row.reason}`) : t("payment.distribution.reason.other");
}

/** The value a row was refused for: the cell of its column, as typed. */
const rejectedValue = (row: DistributionBatchRow) => (row.column === "amount_beans" ? row.amount : row.bigo_id);

/** Columns of the rejected rows (preview): line, column, rejected value, reason. */
export function rejectedColumns(t: TFunction, format: Formatters): DataTableColumn<DistributionBatchRow>[] {
  return [
    { id: "line", header: t("payment.distribution.column.line"), width: 90, align: "end", hideable: false, accessor: (row) => row.line },
    { id: "column", header: t("payment.distribution.column.column"), width: 140, accessor: (row) => row.column },
    {
      id: "value",
      header: t("payment.distribution.column.value"),
      width: 180,
      accessor: (row) => rejectedValue(row),
      cell: (row) => <code className="text-xs">{rejectedValue(row) === "" ? "∅" : rejectedValue(row)}</code>,
    },
    { id: "reason", header: t("payment.distribution.column.reason"), width: 360, accessor: (row) => rowReason(t, format, row) },
  ];
}

const TONES = {
  [DistributionRowState.Valid]: "neutral",
  [DistributionRowState.Invalid]: "danger",
  [DistributionRowState.Credited]: "success",
  [DistributionRowState.Failed]: "danger",
  [DistributionRowState.Pending]: "warning",
} as const;

/** Columns of every row with its final state (result): line, Bigo ID, amount, note, state, reason. */
export function resultColumns(t: TFunction, format: Formatters): DataTableColumn<DistributionBatchRow>[] {
  return [
    { id: "line", header: t("payment.distribution.column.line"), width: 90, align: "end", hideable: false, accessor: (row) => row.line },
    { id: "bigoId", header: t("payment.blacklist.column.bigoId"), width: 160, accessor: (row) => row.bigo_id },
    {
      id: "amount",
      header: t("payment.distribution.column.amount"),
      width: 150,
      align: "end",
      accessor: (row) => (row.amount_beans === null ? row.amount : format.number(row.amount_beans)),
    },
    { id: "note", header: t("payment.distribution.column.note"), width: 200, priority: 2, accessor: (row) => row.note },
    {
      id: "state",
      header: t("payment.distribution.column.state"),
      width: 130,
      accessor: (row) => t(`payment.distribution.state.${String(row.state)}`),
      cell: (row) => <Badge tone={TONES[row.state]}>{t(`payment.distribution.state.${String(row.state)}`)}</Badge>,
    },
    { id: "reason", header: t("payment.distribution.column.reason"), width: 280, priority: 3, accessor: (row) => rowReason(t, format, row) },
  ];
}
