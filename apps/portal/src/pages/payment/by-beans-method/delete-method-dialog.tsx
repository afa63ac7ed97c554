import { usePaymentAgencyByBeansMethodDeleteMutation } from "@agent-portal/api-client/services/live-agent-service-by-beans";
import { PaymentUserAction } from "@agent-portal/api-client/enums";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { reportPaymentAction } from "#pages/payment/shared/payment-user-actions.ts";
import type { ByBeansMethodRow } from "./method-form.ts";

/** Props of {@link DeleteMethodDialog}. */
export interface DeleteMethodDialogProps {
  readonly method: ByBeansMethodRow;
  readonly onClose: () => void;
}

/**
 * Asks before deleting a by-beans method (PaymentAgencyByBeansMethodDelete, phone-verified): its
 * broadcasters go back to money payment. A refusal shows in the dialog (38035: a broadcaster of the
 * method has a by-beans payment under review; 38003: already gone) and the method stays. Reports
 * user action 4 (ok) once deleted and 5 (cancel) when closed.
 */
export function DeleteMethodDialog({ method, onClose }: DeleteMethodDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const [remove, state] = usePaymentAgencyByBeansMethodDeleteMutation();

  const submit = () =>
    void run(async () => {
      await remove({ method_id: method.method_id }).unwrap();
      reportPaymentAction(PaymentUserAction.ByBeansMethodOk);
      notify.success(t("payment.byBeansMethod.deleted", { name: method.name }));
      onClose();
    });

  return (
    <FormDialog
      title={t("payment.byBeansMethod.deleteTitle", { name: method.name })}
      description={t("payment.byBeansMethod.deleteDescription", { count: method.anchor_uids.length })}
      submitLabel={t("payment.byBeansMethod.delete")}
      submitVariant="danger"
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={() => {
        reportPaymentAction(PaymentUserAction.ByBeansMethodCancel);
        onClose();
      }}
    >
      {null}
    </FormDialog>
  );
}
