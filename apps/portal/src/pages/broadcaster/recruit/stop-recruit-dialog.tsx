import { useStopAnchorRecruitMutation } from "@agent-portal/api-client/services/recruit-anchor";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";

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
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const reason = useReasonInput();
  const [stop, state] = useStopAnchorRecruitMutation();

  const submit = () => {
    if (!reason.check(true)) return;
    void run(async () => {
      await stop({ recruit_id: recruitId, reason: reason.trimmed }).unwrap();
      notify.success(t("broadcaster.progress.stopped", { name }));
      onClose();
    });
  };

  return (
    <FormDialog
      title={t("broadcaster.progress.stopTitle", { name })}
      description={t("broadcaster.progress.stopDescription")}
      submitLabel={t("broadcaster.progress.stop")}
      submitVariant="danger"
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonField label={t("broadcaster.progress.stopReason")} required missingMessage={t("broadcaster.progress.stopReasonRequired")} input={reason} />
    </FormDialog>
  );
}
