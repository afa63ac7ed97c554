import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { isApiError } from "@agent-portal/api-client/errors";
import { usePreLostUserSendRecallImMutation } from "@agent-portal/api-client/services/live-data-pre-lost-user";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useNotify } from "#shared/feedback/use-notify.ts";
import type { RecallOffer } from "./recall-params.ts";

/** Props of {@link RecallSendDialog}. */
export interface RecallSendDialogProps {
  /** The broadcasters to recall (uids), 1-50. */
  readonly uids: readonly string[];
  /** What the recall sends (getUserList `offer`). */
  readonly offer: RecallOffer;
  /**
   * After a 43021 refusal: reloads the list and answers when the window reopens for the chosen
   * broadcasters (Unix seconds; 0 when unknown), which the dialog then states.
   */
  readonly reopensAt: () => Promise<number>;
  /** Closes the dialog; `sent` after a send went through (the selection is then cleared). */
  readonly onClose: (sent: boolean) => void;
}

/**
 * Confirms a recall (preLostUser sendRecallIm) before anything is sent: the message as the
 * broadcasters receive it, the number of recipients and the reward each can draw (and in all). The
 * send is idempotent: the dialog keeps one `requestId` for its life, so a double click or a retry
 * after a timeout sends once. A refusal keeps the dialog open with its reason; 43021 (recalled
 * within the window) adds when the window reopens.
 */
export function RecallSendDialog({ uids, offer, reopensAt, onClose }: RecallSendDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const [requestId] = useState(() => crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const [send, state] = usePreLostUserSendRecallImMutation();

  const submit = async () => {
    if (state.isLoading) return;
    setFailure(null);
    try {
      const answer = await send({ uids: [...uids], requestId }).unwrap();
      notify.success(
        t("dataCenter.recall.sent", { sent: format.number(answer.sentCount) }),
        answer.skippedUids.length > 0 ? t("dataCenter.recall.skipped", { skipped: format.number(answer.skippedUids.length) }) : undefined,
      );
      onClose(true);
    } catch (error) {
      const message = errorMessage(error) ?? t("lang328");
      const tooSoon = isApiError(error) && error.kind === "business" && error.code === LiveDataErrorCode.RecallTooSoon;
      const reopens = tooSoon ? await reopensAt() : 0;
      setFailure(reopens > 0 ? `${message} ${t("dataCenter.recall.reopens", { time: format.dateTime(reopens * 1000) })}` : message);
    }
  };

  return (
    <FormDialog
      title={t("dataCenter.recall.confirmTitle")}
      description={t("dataCenter.recall.confirmDescription")}
      submitLabel={t("dataCenter.recall.confirm")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={() => onClose(false)}
      lead={
        <DescriptionList
          items={[
            { key: "recipients", term: t("dataCenter.recall.recipients"), description: <span data-testid="recall-recipients">{format.number(uids.length)}</span> },
            {
              key: "reward",
              term: t("dataCenter.recall.reward"),
              description: t("dataCenter.recall.rewardEach", { beans: format.beans(offer.rewardBeans), total: format.beans(offer.rewardBeans * uids.length) }),
            },
            { key: "message", term: t("dataCenter.recall.message"), description: <q className="whitespace-pre-wrap">{offer.message}</q> },
          ]}
        />
      }
    >
      {null}
    </FormDialog>
  );
}
