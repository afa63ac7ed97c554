import { ApplicationErrorCode } from "@agent-portal/api-client/contract/union-oss-apply";
import { isApiError } from "@agent-portal/api-client/errors";
import { ProxyApplyStatus, SubAgentDenyReason } from "@agent-portal/api-client/enums";
import { useAgentDenyApplyMutation } from "@agent-portal/api-client/services/union-oss-apply";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { RadioGroup } from "@agent-portal/ui-kit/components/radio-group";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REASON_MAX } from "#shared/dialogs/reason-field.tsx";
import type { SubAgentRow } from "./sub-agent-progress.ts";

/** The presets a denial picks from (SubAgentDenyReason without None). */
export const DENY_PRESETS = [SubAgentDenyReason.IncompleteDetails, SubAgentDenyReason.CountryNotRecruited, SubAgentDenyReason.TeamTooSmall, SubAgentDenyReason.Other] as const;

/** Props of {@link SubAgentDenyForm}. */
export interface SubAgentDenyFormProps {
  readonly row: SubAgentRow;
  /** Asks for the row again (another member decided meanwhile): the answer says who and when. */
  readonly onStale: () => void;
}

/**
 * The agency's one action on a sub-agent application waiting for it (union_oss agentDenyApply):
 * deny with a preset reason plus optional text ("Other" needs the text); nothing is sent without
 * them. One request at a time; a repeat of the same denial is answered with the row (the server
 * decides once). When someone else decided first (37105), the row is asked again and the form
 * says "Already {status} by {name} at {time}", keeping what was typed, and sends nothing more.
 */
export function SubAgentDenyForm({ row, onStale }: SubAgentDenyFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const [deny, denial] = useAgentDenyApplyMutation();
  const [preset, setPreset] = useState<(typeof DENY_PRESETS)[number] | null>(null);
  const [text, setText] = useState("");
  const [missing, setMissing] = useState<"preset" | "text" | null>(null);
  const [conflict, setConflict] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (row.status !== ProxyApplyStatus.WaitingAgency && !conflict) return null;
  const decided = row.status !== ProxyApplyStatus.WaitingAgency;
  const already =
    conflict && decided
      ? t("webview.subAgent.alreadyDecided", {
          status: t(`webview.subAgent.decidedAs.${String(row.status)}`),
          name: row.decided_by_name === "" ? t("webview.subAgent.thePlatform") : row.decided_by_name,
          time: row.decide_time > 0 ? format.dateTime(row.decide_time * 1000) : "—",
        })
      : null;

  const submit = async () => {
    if (decided || denial.isLoading) return;
    const reason = text.trim();
    if (preset === null) return setMissing("preset");
    if (preset === SubAgentDenyReason.Other && reason === "") return setMissing("text");
    setFailure(null);
    try {
      await deny({ apply_id: row.apply_id, reason_code: preset, reason }).unwrap();
    } catch (error) {
      if (isApiError(error) && error.kind === "business" && error.code === ApplicationErrorCode.ApplyNotPending) {
        setConflict(true);
        onStale();
        return;
      }
      setFailure(errorMessage(error));
    }
  };

  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      aria-label={t("webview.subAgent.decide")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-fg-muted">{t("webview.subAgent.decideHint")}</p>
      {already !== null && <Alert tone="warning">{already}</Alert>}
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      <FormField group label={t("webview.subAgent.denyPreset")} required error={missing === "preset" ? t("webview.subAgent.denyPresetRequired") : undefined}>
        {(control) => (
          <RadioGroup
            {...control}
            value={preset === null ? "" : String(preset)}
            disabled={decided}
            onValueChange={(value) => {
              setPreset(DENY_PRESETS.find((code) => String(code) === value) ?? null);
              setMissing(null);
            }}
            options={DENY_PRESETS.map((code) => ({ value: String(code), label: t(`webview.subAgent.denyReason.${String(code)}`) }))}
          />
        )}
      </FormField>
      <FormField
        label={t("webview.subAgent.denyText")}
        hint={preset === SubAgentDenyReason.Other ? undefined : t("webview.decision.reasonOptional")}
        required={preset === SubAgentDenyReason.Other}
        error={missing === "text" ? t("webview.decision.reasonRequired") : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            value={text}
            readOnly={decided}
            maxLength={REASON_MAX}
            rows={2}
            counter={(used, max) => t("shared.form.counter", { used, max })}
            onChange={(event) => {
              setText(event.target.value);
              setMissing(null);
            }}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="danger" loading={denial.isLoading} disabled={decided}>
          {t("webview.subAgent.deny")}
        </Button>
      </div>
    </form>
  );
}
