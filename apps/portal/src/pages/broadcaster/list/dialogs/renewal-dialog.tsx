import { brokerApi, useRenewalContractMutation } from "@agent-portal/api-client/services/broker";
import { BrokerErrorCode } from "@agent-portal/api-client/contract/broker";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { RadioGroup } from "@agent-portal/ui-kit/components/radio-group";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppDispatch } from "@agent-portal/app-runtime/store/hooks";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { CopyLink } from "#shared/share/copy-link.tsx";
import { webviewLink } from "#shared/share/webview-link.ts";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";

/** Props of {@link RenewalDialog}. */
export interface RenewalDialogProps {
  readonly anchor: Broadcaster;
  readonly onClose: () => void;
}

/** Renewal lengths the contract offers, months. */
const DURATIONS = [3, 6, 12] as const;

/** Codes after which the row shown is out of date (terminated, already pending, too early): the list is refetched. */
const STALE_ROW_CODES: readonly number[] = [BrokerErrorCode.ContractTerminated, BrokerErrorCode.RenewalPending, BrokerErrorCode.RenewalTooEarly, BrokerErrorCode.AnchorNotInAgency];

/**
 * Offers a contract renewal (broker RenewalContract): 3, 6 or 12 months and a note for the
 * broadcaster. The renewal then waits 7 days for the broadcaster's answer on their confirmation
 * page; the dialog shows that page's link to share. A refused renewal (e.g. 31002, the contract
 * has ended meanwhile) shows the server's message, keeps the input and refreshes the list, so the
 * row shows its real state.
 */
export function RenewalDialog({ anchor, onClose }: RenewalDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const { failure, run } = useDialogSubmit();
  const [months, setMonths] = useState<(typeof DURATIONS)[number]>(6);
  const remark = useReasonInput();
  const [renew, state] = useRenewalContractMutation();
  const answer = state.data;

  const submit = () =>
    void run(async () => {
      try {
        await renew({ anchor_uid: anchor.anchor_uid, duration_months: months, ...(remark.trimmed === "" ? {} : { remark: remark.trimmed }) }).unwrap();
      } catch (error) {
        const code = businessCodeOf(error);
        if (code !== null && STALE_ROW_CODES.includes(code)) dispatch(brokerApi.util.invalidateTags(["Broadcaster", "BroadcasterTab"]));
        throw error;
      }
    });

  if (answer !== undefined) {
    return (
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        title={t("broadcaster.renew.sentTitle")}
        closeLabel={t("common.close")}
        footer={<Button onClick={onClose}>{t("common.close")}</Button>}
      >
        <Alert tone="success">{t("broadcaster.renew.sent", { name: anchor.nick_name, date: format.date(answer.expire_time * 1000) })}</Alert>
        {answer.sign_id !== "" && (
          <CopyLink label={t("broadcaster.renew.shareLabel")} hint={t("broadcaster.renew.shareHint")} url={webviewLink("AnchorContractConfirm", { id: answer.sign_id })} />
        )}
      </Modal>
    );
  }

  return (
    <FormDialog
      title={t("broadcaster.renew.title", { name: anchor.nick_name })}
      description={t("broadcaster.renew.description", { date: format.date(anchor.contract_end_time * 1000, { timeZone: "UTC" }) })}
      submitLabel={t("broadcaster.renew.submit")}
      busy={state.isLoading}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t("broadcaster.renew.duration")} group required>
        {(control) => (
          <RadioGroup
            {...control}
            orientation="horizontal"
            value={String(months)}
            onValueChange={(value) => {
              setMonths(DURATIONS.find((duration) => String(duration) === value) ?? 6);
            }}
            options={DURATIONS.map((duration) => ({ value: String(duration), label: t(`broadcaster.renew.duration${String(duration)}`) }))}
          />
        )}
      </FormField>
      <ReasonField label={t("broadcaster.renew.remark")} hint={t("broadcaster.renew.remarkHint")} input={remark} />
    </FormDialog>
  );
}
