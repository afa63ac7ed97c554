import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import type { TransferReceiver } from "./receiver-step.tsx";
import type { CheckedAmount, TransferCfg } from "./transfer-draft.ts";
import { transferItems } from "./transfer-figures.tsx";

/** Where the send stands after a lost answer: nothing lost, looked up and not found, or being looked up. */
export type LostState = "none" | "lost" | "checking";

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  readonly receiver: TransferReceiver;
  /** The amount checked against the configuration (`ok`). */
  readonly amount: Extract<CheckedAmount, { ok: true }>;
  readonly cfg: TransferCfg;
  /** While the transfer is being sent (and the phone verified): Send is busy. */
  readonly sending: boolean;
  /** The server's refusal (translated), shown above the buttons; nothing typed is lost. */
  readonly failure: string | null;
  readonly lost: LostState;
  readonly onBack: () => void;
  readonly onSend: () => void;
  /** Asks by the idempotency key whether the transfer whose answer was lost went through. */
  readonly onCheck: () => void;
}

/**
 * The transfer's review: who receives it (the echoed name and Bigo ID), the amount, the fee, the
 * total and the balance before and after, with the notice that a transfer cannot be reversed.
 * Send asks the server, which needs a phone verified in the last minutes (the portal's
 * validate-phone dialog opens on its 40001). After a lost answer Send gives way to "Check
 * status" (a look-up by the same key) and Back is closed (a changed amount would need a new key);
 * only once the transfer was not found is the same send, with the same key, offered again.
 */
export function ReviewStep({ receiver, amount, cfg, sending, failure, lost, onBack, onSend, onCheck }: ReviewStepProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-4">
      <DescriptionList
        items={transferItems(t, format, {
          receiverName: receiver.nick_name,
          receiverBigoId: receiver.bigo_id,
          amount: amount.beans,
          fee: amount.fee,
          total: amount.total,
          balanceBefore: cfg.balance_beans,
          balanceAfter: amount.balanceAfter,
        })}
      />
      <Alert tone="warning">{t("payment.transfer.irreversible")}</Alert>
      <p className="text-sm text-fg-muted">{t("payment.transfer.phoneNote")}</p>
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      {lost !== "none" && <Alert tone="warning">{lost === "checking" ? t("payment.transfer.lostChecking") : t("payment.transfer.lost")}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onBack} disabled={sending || lost !== "none"}>
          {t("payment.transfer.back")}
        </Button>
        {lost === "none" ? (
          <Button onClick={onSend} loading={sending}>
            {t("payment.transfer.send")}
          </Button>
        ) : (
          <>
            <Button onClick={onCheck} loading={lost === "checking"}>
              {t("payment.transfer.check")}
            </Button>
            <Button variant="secondary" onClick={onSend} loading={sending} disabled={lost === "checking"}>
              {t("payment.transfer.sendAgain")}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
