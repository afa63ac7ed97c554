import { useAgentVerifyTransferMutation } from "@agent-portal/api-client/services/manage-anchor";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { Transfer } from "#pages/broadcaster/modify/relation-actions.ts";

/** Props of {@link VerifyTransferDialog}. */
export interface VerifyTransferDialogProps {
  readonly transfer: Transfer;
  readonly agree: boolean;
  readonly onClose: () => void;
}

/**
 * The counterpart agency's answer to a transfer (manage anchor AgentVerifyTransfer): agree (it
 * then waits for the broadcaster) or reject with a reason (required). A sensitive call: it may
 * ask for phone verification first, then completes by itself.
 */
export function VerifyTransferDialog({ transfer, agree, onClose }: VerifyTransferDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const reason = useReasonInput();
  const [verify, state] = useAgentVerifyTransferMutation();
  const name = transfer.anchor_nick_name;

  const submit = () => {
    if (!reason.check(!agree)) return;
    void run(async () => {
      await verify({ transfer_id: transfer.transfer_id, agree: agree ? 1 : 0, ...(reason.trimmed === "" ? {} : { reason: reason.trimmed }) }).unwrap();
      notify.success(t(agree ? "broadcaster.relation.approved" : "broadcaster.relation.rejected", { name }));
      onClose();
    });
  };

  return (
    <FormDialog
      title={t(agree ? "broadcaster.relation.approveTitle" : "broadcaster.relation.rejectTitle", { name })}
      description={t("broadcaster.relation.verifyDescription", { from: transfer.source_agent_name, to: transfer.target_agent_name })}
      submitLabel={t(agree ? "broadcaster.relation.approve" : "broadcaster.relation.reject")}
      submitVariant={agree ? "primary" : "danger"}
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
      lead={transfer.reason !== "" && <p className="text-sm text-fg-muted">{t("broadcaster.relation.theirReason", { reason: transfer.reason })}</p>}
    >
      <ReasonField
        label={t(agree ? "broadcaster.relation.noteOptional" : "broadcaster.relation.rejectReason")}
        required={!agree}
        missingMessage={t("broadcaster.relation.reasonRequired")}
        input={reason}
      />
    </FormDialog>
  );
}
