import { useSendNewAnchorReGradeMutation } from "@agent-portal/api-client/services/broker";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";

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
  const notify = useNotify();
  const { failure, run } = useDialogSubmit();
  const reason = useReasonInput();
  const [send, state] = useSendNewAnchorReGradeMutation();

  const submit = () =>
    void run(async () => {
      await send({ anchor_uid: anchor.anchor_uid, ...(reason.trimmed === "" ? {} : { reason: reason.trimmed }) }).unwrap();
      notify.success(t("broadcaster.reGrade.done", { name: anchor.nick_name }));
      onClose();
    });

  return (
    <FormDialog
      title={t("broadcaster.reGrade.title", { name: anchor.nick_name })}
      description={t("broadcaster.reGrade.description")}
      submitLabel={t("broadcaster.reGrade.submit")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <ReasonField label={t("broadcaster.reGrade.reason")} input={reason} />
    </FormDialog>
  );
}
