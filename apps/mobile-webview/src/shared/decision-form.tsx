import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { VerifyDecision } from "@agent-portal/api-client/enums";
import { apiErrorMessage } from "@agent-portal/app-runtime/errors/api-error-message";

/** Props of {@link DecisionForm}. */
export interface DecisionFormProps {
  /** The agree button's text (not needed with `rejectOnly`). */
  readonly agreeLabel?: string;
  readonly rejectLabel: string;
  /** Only the rejecting action is offered (e.g. the agency denying a sub-agent application). */
  readonly rejectOnly?: boolean;
  /** Only the agreeing action is offered (e.g. a shared invite link, which cannot be rejected). */
  readonly agreeOnly?: boolean;
  /** A reason must be given to reject. */
  readonly reasonRequired?: boolean;
  readonly busy: boolean;
  /** The last failed answer, shown translated (the choice stays open). */
  readonly error: unknown;
  /** Sends the decision: agree, or reject with the reason (trimmed, at most 200 characters). */
  readonly onDecide: (agree: VerifyDecision, reason: string) => Promise<void>;
}

/**
 * The broadcaster's (or agency's) answer to a pending step, for phones: a full-width agree button
 * and a reject button that opens a reason field (at most 200 characters, the contract's
 * `remarkSchema`) with its own confirm, so a rejection is never one stray tap. Buttons are 44 px;
 * one decision is sent at a time; a failure is shown and the choice stays open.
 */
export function DecisionForm({ agreeLabel, rejectLabel, rejectOnly = false, agreeOnly = false, reasonRequired = false, busy, error, onDecide }: DecisionFormProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(rejectOnly);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const sending = useRef(false);
  const message = apiErrorMessage(t, error);

  const decide = async (agree: VerifyDecision) => {
    if (sending.current) return;
    if (agree === VerifyDecision.Reject && reasonRequired && reason.trim() === "") {
      setMissing(true);
      return;
    }
    sending.current = true;
    try {
      await onDecide(agree, reason.trim());
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {message !== null && <Alert tone="error">{message}</Alert>}
      {!rejecting && agreeLabel !== undefined && (
        <>
          <Button size="lg" className="w-full" loading={busy} onClick={() => void decide(VerifyDecision.Agree)}>
            {agreeLabel}
          </Button>
          {!agreeOnly && (
            <Button size="lg" variant="secondary" className="w-full" disabled={busy} onClick={() => setRejecting(true)}>
              {rejectLabel}
            </Button>
          )}
        </>
      )}
      {rejecting && (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void decide(VerifyDecision.Reject);
          }}
        >
          <FormField
            label={t("webview.decision.reason")}
            hint={reasonRequired ? undefined : t("webview.decision.reasonOptional")}
            error={missing ? t("webview.decision.reasonRequired") : undefined}
            required={reasonRequired}
          >
            {(control) => (
              <Textarea
                {...control}
                value={reason}
                maxLength={200}
                rows={3}
                onChange={(event) => {
                  setReason(event.target.value);
                  setMissing(false);
                }}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" variant="danger" className="w-full" loading={busy}>
            {rejectLabel}
          </Button>
          {!rejectOnly && (
            <Button size="lg" variant="ghost" className="w-full" disabled={busy} onClick={() => setRejecting(false)}>
              {t("common.cancel")}
            </Button>
          )}
        </form>
      )}
    </div>
  );
}
