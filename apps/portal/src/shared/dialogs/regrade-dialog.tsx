import { useSendNewAnchorReGradeMutation } from "@agent-portal/api-client/services/broker";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";

/** Props of {@link ReGradeDialog}. */
export interface ReGradeDialogProps {
  /** The broadcaster: their uid and nickname (a broadcaster-list row, or any with these two). */
  readonly anchor: { readonly anchor_uid: string; readonly nick_name: string };
  readonly onClose: () => void;
}

/**
 * Asks for a new broadcaster (joined within 30 days) to be graded again (broker
 * SendNewAnchorReGrade), with an optional reason; once until handled (31009 otherwise). Opened
 * from the broadcaster list and from new-broadcaster data (anchor-detail).
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
