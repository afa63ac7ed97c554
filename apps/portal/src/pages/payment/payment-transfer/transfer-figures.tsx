import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DescriptionItem } from "@agent-portal/ui-kit/components/description-list";
import type { TFunction } from "i18next";

/** What a transfer moves, whole beans: to be sent (the review) or sent (the result). */
export interface TransferFigures {
  readonly receiverName: string;
  readonly receiverBigoId: string;
  readonly amount: number;
  readonly fee: number;
  /** Amount plus fee: what leaves the agency's balance. */
  readonly total: number;
  readonly balanceBefore: number;
  readonly balanceAfter: number;
}

/** The review's and the result's details of a transfer: receiver, Bigo ID, amount, fee, total and the balance before → after. */
export function transferItems(t: TFunction, format: Formatters, figures: TransferFigures): DescriptionItem[] {
  return [
    { key: "receiver", term: t("payment.transfer.receiverName"), description: figures.receiverName },
    { key: "id", term: t("payment.transfer.receiverId"), description: <span dir="ltr">{figures.receiverBigoId}</span> },
    { key: "amount", term: t("payment.transfer.amount"), description: format.beans(figures.amount) },
    { key: "fee", term: t("payment.transfer.fee"), description: format.beans(figures.fee) },
    { key: "total", term: t("payment.transfer.total"), description: format.beans(figures.total) },
    {
      key: "balance",
      term: t("payment.transfer.balanceChange"),
      description: t("payment.transfer.beforeAfter", { before: format.beans(figures.balanceBefore), after: format.beans(figures.balanceAfter) }),
    },
  ];
}
