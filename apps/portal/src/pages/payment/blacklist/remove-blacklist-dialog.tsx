import { usePaymentAgencyBlacklistRemoveMutation } from "@agent-portal/api-client/services/live-agent-service-blacklist";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { PaymentBlacklistRow } from "./blacklist-params.ts";

/** Props of {@link RemoveBlacklistDialog}. */
export interface RemoveBlacklistDialogProps {
  readonly entry: PaymentBlacklistRow;
  readonly onClose: () => void;
}

/**
 * Removes a blacklist entry (PaymentAgencyBlacklistRemove), with the required reason the entry
 * and the payment action log keep; the entry stays in the list, marked removed. A refusal (38012:
 * already removed) shows and the dialog keeps the reason typed.
 */
export function RemoveBlacklistDialog({ entry, onClose }: RemoveBlacklistDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const reason = useReasonInput();
  const [remove, state] = usePaymentAgencyBlacklistRemoveMutation();

  const submit = () => {
    if (!reason.check(true)) return;
    void run(async () => {
      await remove({ entry_id: entry.entry_id, reason: reason.trimmed }).unwrap();
      notify.success(t("payment.blacklist.removed", { id: entry.bigo_id }));
      onClose();
    });
  };

  return (
    <FormDialog
      title={t("payment.blacklist.removeTitle", { id: entry.bigo_id })}
      description={t("payment.blacklist.removeDescription")}
      submitLabel={t("payment.blacklist.remove")}
      submitVariant="danger"
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonField label={t("payment.blacklist.removeReason")} required missingMessage={t("payment.blacklist.reasonRequired")} input={reason} />
    </FormDialog>
  );
}
