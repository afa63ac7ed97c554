import { useAgentVerifyTransferMutation } from "@agent-portal/api-client/services/manage-anchor";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "../../../../shared/errors/use-api-error-message.ts";
import { useNotify } from "../../../../shared/feedback/use-notify.ts";
import type { Transfer } from "../relation-actions.ts";

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
  const formId = useId();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, state] = useAgentVerifyTransferMutation();
  const name = transfer.anchor_nick_name;

  const submit = async () => {
    if (!agree && reason.trim() === "") {
      setMissing(true);
      return;
    }
    setFailure(null);
    try {
      await verify({ transfer_id: transfer.transfer_id, agree: agree ? 1 : 0, ...(reason.trim() === "" ? {} : { reason: reason.trim() }) }).unwrap();
      notify.success(t(agree ? "broadcaster.relation.approved" : "broadcaster.relation.rejected", { name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !state.isLoading && onClose()}
      title={t(agree ? "broadcaster.relation.approveTitle" : "broadcaster.relation.rejectTitle", { name })}
      description={t("broadcaster.relation.verifyDescription", { from: transfer.source_agent_name, to: transfer.target_agent_name })}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} variant={agree ? "primary" : "danger"} loading={state.isLoading}>
            {t(agree ? "broadcaster.relation.approve" : "broadcaster.relation.reject")}
          </Button>
        </>
      }
    >
      {transfer.reason !== "" && <p className="text-sm text-fg-muted">{t("broadcaster.relation.theirReason", { reason: transfer.reason })}</p>}
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={t(agree ? "broadcaster.relation.noteOptional" : "broadcaster.relation.rejectReason")} required={!agree} error={missing ? t("broadcaster.relation.reasonRequired") : undefined}>
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              maxLength={200}
              rows={3}
              counter={(used, max) => t("shared.form.counter", { used, max })}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            />
          )}
        </FormField>
        {failure !== null && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
