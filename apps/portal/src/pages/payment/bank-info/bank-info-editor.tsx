import { useAgentSubmitAgentPaymentMutation } from "@agent-portal/api-client/services/live-agent-service-payment";
import { PaymentUserAction } from "@agent-portal/api-client/enums";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { reportPaymentAction } from "#pages/payment/shared/payment-user-actions.ts";
import { BankInfoFields, useBankInfoForm } from "./bank-info-fields.tsx";

/** Props of {@link BankInfoEditor}. */
export interface BankInfoEditorProps {
  /** The bank country it starts with (the caller's country, GetPaymentCfg `country`). */
  readonly country: string;
  readonly onClose: () => void;
}

/**
 * The agency's bank info change form (AgentSubmitAgentPayment, bank transfer; the fields and checks
 * of `bank-info-fields.tsx`, shared with the submission for a broadcaster): checked with the bank
 * country's formats before anything is sent, then by the server, which also needs the holder to be
 * the verified (KYC) name (38036) and a phone check (the transport opens the phone-validate dialog
 * and sends again). A refusal shows under the form and everything typed stays. Reports user actions
 * 8 (ok, saved) and 9 (cancel).
 */
export function BankInfoEditor({ country, onClose }: BankInfoEditorProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [submit, state] = useAgentSubmitAgentPaymentMutation();
  const { form, onSubmit } = useBankInfoForm({
    country,
    submit: (request) => submit(request).unwrap(),
    onSaved: () => {
      reportPaymentAction(PaymentUserAction.PaymentMethodOk);
      notify.success(t("payment.bankInfo.saved"));
      onClose();
    },
  });

  return (
    <form noValidate aria-label={t("payment.bankInfo.changeTitle")} className="flex flex-col gap-4" onSubmit={(event) => void onSubmit(event)}>
      <BankInfoFields form={form} country={country} />
      {form.errors.root !== undefined && <Alert tone="error">{form.errors.root}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" loading={state.isLoading || form.isSubmitting}>
          {t("payment.bankInfo.submit")}
        </Button>
        <Button
          variant="secondary"
          disabled={state.isLoading}
          onClick={() => {
            reportPaymentAction(PaymentUserAction.PaymentMethodCancel);
            onClose();
          }}
        >
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
