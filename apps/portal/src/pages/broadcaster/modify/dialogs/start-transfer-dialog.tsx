import { useStartApplyTransferMutation } from "@agent-portal/api-client/services/manage-anchor";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdFormField } from "#shared/dialogs/bigo-id-form-field.tsx";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { AgencyLookup } from "./agency-lookup.tsx";
import type { ProxyInfo } from "./agency-lookup.tsx";

/** Props of {@link StartTransferDialog}. */
export interface StartTransferDialogProps {
  /** `out`: the agency's broadcaster to another agency; `in`: another agency's broadcaster to this one. */
  readonly direction: "out" | "in";
  readonly onClose: () => void;
}

/**
 * Starts a transfer (manage anchor StartApplyTransfer; transfer == 1): the broadcaster's Bigo ID,
 * for a transfer out the receiving agency (found with QryProxyInfo), and the reason both the other
 * agency and the broadcaster read. A sensitive call: the phone dialog may open first, then it
 * completes by itself. Once started it waits for the other agency (7 days); the dialog says so.
 * A refusal (32002 not your broadcaster, 32003 a change pending, 32005 contract ended, ...) shows
 * the server's message and keeps the input.
 */
export function StartTransferDialog({ direction, onClose }: StartTransferDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { failure, run } = useDialogSubmit();
  const [bigo, setBigo] = useState("");
  const [bigoInvalid, setBigoInvalid] = useState(false);
  const [agency, setAgency] = useState<ProxyInfo | null>(null);
  const [agencyMissing, setAgencyMissing] = useState(false);
  const reason = useReasonInput();
  const [start, state] = useStartApplyTransferMutation();
  const started = state.data;

  const submit = () => {
    const check = checkBigoId(bigo);
    const noAgency = direction === "out" && (agency === null || agency.can_transfer !== 1);
    setBigoInvalid(check.kind !== "valid");
    setAgencyMissing(noAgency);
    const reasonGiven = reason.check(true);
    if (check.kind !== "valid" || noAgency || !reasonGiven) return;
    void run(() =>
      start({
        direction: direction === "out" ? 1 : 2,
        anchor_bigo_id: check.value,
        ...(direction === "out" && agency !== null ? { target_agent_uid: agency.agent_uid } : {}),
        reason: reason.trimmed,
      }).unwrap(),
    );
  };

  if (started !== undefined) {
    return (
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        title={t("broadcaster.relation.startedTitle")}
        closeLabel={t("common.close")}
        footer={<Button onClick={onClose}>{t("common.close")}</Button>}
      >
        <Alert tone="success">
          {t("broadcaster.relation.started", {
            name: started.anchor_nick_name,
            agency: direction === "out" ? started.target_agent_name : started.source_agent_name,
            date: format.dateTime(started.expire_time * 1000),
          })}
        </Alert>
        <p className="text-sm text-fg-muted">{t("broadcaster.relation.startedNext")}</p>
      </Modal>
    );
  }

  return (
    <FormDialog
      title={t(direction === "out" ? "broadcaster.relation.transferOutTitle" : "broadcaster.relation.transferInTitle")}
      description={t(direction === "out" ? "broadcaster.relation.transferOutDescription" : "broadcaster.relation.transferInDescription")}
      width={560}
      submitLabel={t("broadcaster.relation.startTransfer")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <BigoIdFormField
        label={t("broadcaster.relation.anchorBigoId")}
        required
        error={bigoInvalid ? t("shared.bigoId.invalid") : undefined}
        value={bigo}
        onChange={(value) => {
          setBigo(value);
          setBigoInvalid(false);
        }}
      />
      {direction === "out" && (
        <AgencyLookup
          found={agency}
          onFound={(next) => {
            setAgency(next);
            if (next !== null) setAgencyMissing(false);
          }}
          error={agencyMissing ? t("broadcaster.relation.agencyRequired") : undefined}
          disabled={state.isLoading}
        />
      )}
      <ReasonField
        label={t("broadcaster.relation.reason")}
        required
        missingMessage={t("broadcaster.relation.reasonRequired")}
        hint={t("broadcaster.relation.reasonHint")}
        input={reason}
      />
    </FormDialog>
  );
}
