import { useStopAnchorRecruitMutation } from "@agent-portal/api-client/services/recruit-anchor";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "../../../shared/errors/use-api-error-message.ts";
import { useNotify } from "../../../shared/feedback/use-notify.ts";

/** Props of {@link StopRecruitDialog}. */
export interface StopRecruitDialogProps {
  readonly recruitId: string;
  readonly name: string;
  readonly onClose: () => void;
}

/**
 * Stops a recruitment under review or waiting for the broadcaster (recruit anchor
 * StopAnchorRecruit, status 6, final), with the reason the broadcaster and the record keep. A
 * reason is required. A refusal (33004: no longer stoppable) shows and the dialog stays.
 */
export function StopRecruitDialog({ recruitId, name, onClose }: StopRecruitDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [stop, state] = useStopAnchorRecruitMutation();

  const submit = async () => {
    if (reason.trim() === "") {
      setMissing(true);
      return;
    }
    setFailure(null);
    try {
      await stop({ recruit_id: recruitId, reason: reason.trim() }).unwrap();
      notify.success(t("broadcaster.progress.stopped", { name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !state.isLoading && onClose()}
      title={t("broadcaster.progress.stopTitle", { name })}
      description={t("broadcaster.progress.stopDescription")}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={state.isLoading}>
            {t("broadcaster.progress.stop")}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField label={t("broadcaster.progress.stopReason")} required error={missing ? t("broadcaster.progress.stopReasonRequired") : undefined}>
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
