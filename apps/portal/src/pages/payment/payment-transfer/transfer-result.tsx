import type { PaymentAgencyTransferGet } from "@agent-portal/api-client/contract/live-agent-service-transfer";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { transferItems } from "./transfer-figures.tsx";

/** A transfer as posted (PaymentAgencyTransferSubmit, PaymentAgencyTransferGet). */
export type Transfer = ResponseOf<typeof PaymentAgencyTransferGet>;

/** Props of {@link TransferResult}. */
export interface TransferResultProps {
  readonly transfer: Transfer;
  /** Starts a new transfer (a new form and key). */
  readonly onAnother: () => void;
}

/** The transfer's result: its reference number to quote, who received what, the fee and the balance before and after. */
export function TransferResult({ transfer, onAnother }: TransferResultProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success">{t("payment.transfer.sent", { reference: transfer.reference_no })}</Alert>
      <DescriptionList
        items={[
          { key: "reference", term: t("payment.transfer.reference"), description: <span dir="ltr">{transfer.reference_no}</span> },
          { key: "time", term: t("payment.transfer.time"), description: format.dateTime(transfer.create_time * 1000) },
          ...transferItems(t, format, {
            receiverName: transfer.receiver_name,
            receiverBigoId: transfer.receiver_bigo_id,
            amount: transfer.amount_beans,
            fee: transfer.fee_beans,
            total: transfer.total_beans,
            balanceBefore: transfer.balance_before,
            balanceAfter: transfer.balance_after,
          }),
        ]}
      />
      <div>
        <Button variant="secondary" onClick={onAnother}>
          {t("payment.transfer.another")}
        </Button>
      </div>
    </div>
  );
}
