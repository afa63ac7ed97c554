import type { act75352GetChangePageInfo } from "@agent-portal/api-client/contract/act75352";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import {
  useAct75352CancelRoundMutation,
  useAct75352CancelSignMutation,
  useAct75352ChangeAnchorMutation,
  useAct75352ChangeRoundMutation,
} from "@agent-portal/api-client/services/act75352-actions";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import type { ChangeKind } from "./change-model.ts";
import { anchorLabel, changesLeftAfter } from "./change-model.ts";
import { ReplacementPicker } from "./replacement-picker.tsx";
import type { Replacement } from "./replacement-picker.tsx";
import { newRequestId } from "./sign-up-model.ts";

/** The change page of a round (api/agent/getChangePageInfo). */
export type ChangePage = ResponseOf<typeof act75352GetChangePageInfo>;
/** A registration in the round. */
export type RoundAnchor = ChangePage["anchors"][number];

/** Props of {@link ChangeDialog}. */
export interface ChangeDialogProps {
  readonly kind: ChangeKind;
  readonly anchor: RoundAnchor;
  readonly page: ChangePage;
  /** Called with the translated outcome after the server made the change. */
  readonly onDone: (message: string) => void;
  readonly onClose: () => void;
  /** Called after a refusal, so the round shows what the server holds now. */
  readonly onRefused: () => void;
}

/**
 * One change of a registration, confirmed (issue 24 item 4): the dialog states before -> after,
 * what the change does and the change allowance left after it, then sends the call once with an
 * idempotency key made when the dialog opened (a repeated or doubled submit answers the first
 * answer). A refusal keeps the dialog open with the call's translated business code (44004 round
 * full, 44006 round started, 44011 no change left, ...); nothing changed on the server.
 */
export function ChangeDialog({ kind, anchor, page, onDone, onClose, onRefused }: ChangeDialogProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [requestId] = useState(newRequestId);
  const [toRoundId, setToRoundId] = useState<number | null>(null);
  const [replacement, setReplacement] = useState<Replacement | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [changeRound, moveState] = useAct75352ChangeRoundMutation();
  const [changeAnchor, replaceState] = useAct75352ChangeAnchorMutation();
  const [cancelRound, removeState] = useAct75352CancelRoundMutation();
  const [cancelSign, cancelState] = useAct75352CancelSignMutation();
  const busy = moveState.isLoading || replaceState.isLoading || removeState.isLoading || cancelState.isLoading;
  const { activityId } = page.activity;
  const { roundId, roundName } = page.round;
  const name = anchorLabel(anchor);
  const toRound = page.otherRounds.find((r) => r.roundId === toRoundId) ?? null;
  const ready = kind === "move" ? toRound !== null : kind === "replace" ? replacement !== null : true;

  const before = kind === "replace" ? name : kind === "cancelSign" ? t("operate.actChange.state.registered") : roundName;
  const after =
    kind === "move"
      ? (toRound?.roundName ?? t("operate.actChange.chooseRound"))
      : kind === "replace"
        ? replacement === null
          ? t("operate.actChange.chooseAnchor")
          : anchorLabel(replacement)
        : kind === "removeRound"
          ? t("operate.actChange.state.noRound")
          : t("operate.actChange.state.cancelled");

  const submit = async () => {
    setRefusal(null);
    try {
      if (kind === "move" && toRound !== null) await changeRound({ activityId, anchorUid: anchor.anchorUid, fromRoundId: roundId, toRoundId: toRound.roundId, requestId }).unwrap();
      else if (kind === "replace" && replacement !== null)
        await changeAnchor({ activityId, roundId, fromAnchorUid: anchor.anchorUid, toAnchorUid: replacement.anchorUid, requestId }).unwrap();
      else if (kind === "removeRound") await cancelRound({ activityId, roundId, anchorUid: anchor.anchorUid, requestId }).unwrap();
      else if (kind === "cancelSign") await cancelSign({ activityId, anchorUid: anchor.anchorUid, requestId }).unwrap();
      onDone(t(`operate.actChange.done.${kind}`, { name, round: toRound?.roundName ?? roundName }));
    } catch (error) {
      setRefusal(errorMessage(error));
      onRefused();
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(`operate.actChange.title.${kind}`)}
      description={t(`operate.actChange.consequence.${kind}`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("operate.actChange.keep")}
          </Button>
          <Button variant={kind === "cancelSign" ? "danger" : "primary"} disabled={!ready || busy} loading={busy} onClick={() => void submit()}>
            {t(`operate.actChange.action.${kind}`)}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <p className="font-semibold">{kind === "replace" ? roundName : name}</p>
        <p data-testid="change-before-after" className="flex flex-wrap items-center gap-2">
          <span>{t("operate.actChange.before", { value: before })}</span>
          <span aria-hidden="true" className="rtl:-scale-x-100">
            →
          </span>
          <span>{t("operate.actChange.after", { value: after })}</span>
        </p>
        {kind === "move" ? (
          <label className="flex flex-col gap-1">
            {t("operate.actChange.newRound")}
            <Select
              aria-label={t("operate.actChange.newRound")}
              placeholder={t("operate.actChange.chooseRound")}
              options={page.otherRounds.map((r) => ({
                value: String(r.roundId),
                label: t("operate.signUp.roundOption", { name: r.roundName, free: Math.max(0, r.capacity - r.signedCount) }),
              }))}
              value={toRoundId === null ? "" : String(toRoundId)}
              onValueChange={(value) => setToRoundId(Number(value))}
            />
          </label>
        ) : null}
        {kind === "replace" ? <ReplacementPicker activityId={activityId} chosen={replacement} onChoose={setReplacement} /> : null}
        <p data-testid="change-allowance">
          {t(kind === "move" || kind === "replace" ? "operate.actChange.usesOne" : "operate.actChange.usesNone", {
            left: changesLeftAfter(kind, page.changesLeft),
            limit: page.changeLimit,
          })}
        </p>
        {refusal === null ? null : <Alert tone="error">{refusal}</Alert>}
      </div>
    </Modal>
  );
}
