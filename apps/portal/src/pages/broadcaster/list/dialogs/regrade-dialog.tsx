import { useSendNewAnchorReGradeMutation } from "@agent-portal/api-client/services/broker";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "../../../../shared/errors/use-api-error-message.ts";
import { useNotify } from "../../../../shared/feedback/use-notify.ts";
import type { Broadcaster } from "../anchor-list-params.ts";

/** Props of {@link ReGradeDialog}. */
export interface ReGradeDialogProps {
  readonly anchor: Broadcaster;
  readonly onClose: () => void;
}

/**
 * Asks for a new broadcaster (joined within 30 days) to be graded again (broker
 * SendNewAnchorReGrade), with an optional reason; once until handled (31009 otherwise).
 */
export function ReGradeDialog({ anchor, onClose }: ReGradeDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [send, state] = useSendNewAnchorReGradeMutation();

  const submit = async () => {
    setFailure(null);
    try {
      await send({ anchor_uid: anchor.anchor_uid, ...(reason.trim() === "" ? {} : { reason: reason.trim() }) }).unwrap();
      notify.success(t("broadcaster.reGrade.done", { name: anchor.nick_name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !state.isLoading && onClose()}
      title={t("broadcaster.reGrade.title", { name: anchor.nick_name })}
      description={t("broadcaster.reGrade.description")}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={state.isLoading}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={state.isLoading}>
            {t("broadcaster.reGrade.submit")}
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
        <FormField label={t("broadcaster.reGrade.reason")}>
          {(control) => (
            <Textarea
              {...control}
              value={reason}
              maxLength={200}
              rows={3}
              counter={(used, max) => t("shared.form.counter", { used, max })}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
          )}
        </FormField>
        {failure !== null && <Alert tone="error">{failure}</Alert>}
      </form>
    </Modal>
  );
}
