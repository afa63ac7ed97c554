import type { PaymentAgencyTransferReceiver } from "@agent-portal/api-client/contract/live-agent-service-transfer";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import { BigoIdFormField } from "#shared/dialogs/bigo-id-form-field.tsx";
import { blacklistedText } from "#pages/payment/shared/blacklisted.ts";

/** The receiver PaymentAgencyTransferReceiver answers. */
export type TransferReceiver = ResponseOf<typeof PaymentAgencyTransferReceiver>;

/** Props of {@link ReceiverStep}. */
export interface ReceiverStepProps {
  /** The Bigo ID as typed. */
  readonly bigoId: string;
  readonly onBigoIdChange: (value: string) => void;
  /** Looks the typed ID up (the page checks it first). */
  readonly onFind: () => void;
  readonly finding: boolean;
  /** The receiver found for the ID last looked up, or `undefined`. */
  readonly receiver: TransferReceiver | undefined;
  /** The field's message (translated): an impossible ID, nobody found, the caller's own ID, a failed look-up. */
  readonly error: string | undefined;
  /** Goes on to the amount with the receiver confirmed. */
  readonly onNext: () => void;
}

/**
 * The transfer's first step: the receiver's Bigo ID, looked up by Find (or Enter), and the name
 * the server echoes to confirm it is the right person. A receiver the agency blacklisted is
 * refused here, before any amount or review: "Blacklisted since {date}: {reason}", and no way on.
 */
export function ReceiverStep({ bigoId, onBigoIdChange, onFind, finding, receiver, error, onNext }: ReceiverStepProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const blacklisted = receiver !== undefined && receiver.blacklisted_since > 0;
  return (
    <div className="flex flex-col gap-4">
      <BigoIdFormField
        label={t("payment.transfer.receiverId")}
        required
        hint={t("payment.transfer.receiverHint")}
        error={error}
        value={bigoId}
        onChange={onBigoIdChange}
        find={{ label: t("payment.transfer.find"), onFind, finding }}
      />
      {receiver !== undefined && (
        <section aria-label={t("payment.transfer.receiverFound")} className="flex flex-col gap-3 rounded-md border border-border p-3">
          <DescriptionList
            items={[
              { key: "name", term: t("payment.transfer.receiverName"), description: receiver.nick_name },
              { key: "id", term: t("payment.transfer.receiverId"), description: <span dir="ltr">{receiver.bigo_id}</span> },
            ]}
          />
          {blacklisted ? (
            <Alert tone="error">
              <p>{blacklistedText(t, format, receiver.blacklisted_since, receiver.blacklist_reason)}</p>
              <p>{t("payment.transfer.blacklisted")}</p>
            </Alert>
          ) : (
            <p className="text-sm text-fg-muted">{t("payment.transfer.confirmReceiver")}</p>
          )}
        </section>
      )}
      <div className="flex gap-2">
        <Button onClick={onNext} disabled={receiver === undefined || blacklisted || finding}>
          {t("payment.transfer.next")}
        </Button>
      </div>
    </div>
  );
}
