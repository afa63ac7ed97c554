import { skipToken } from "@reduxjs/toolkit/query";
import { useLazyQryAnchorListQuery } from "@agent-portal/api-client/services/broker";
import type { QryAnchorList } from "@agent-portal/api-client/contract/broker";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useQryAnchorRelationChangeProgQuery } from "@agent-portal/api-client/services/manage-anchor";
import { useStartCancelContractMutation } from "@agent-portal/api-client/services/manage-anchor-cancel";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnchorListTab, CancellationStatus, CancelReasonType, enumValueOf, RelationChangeType, TransferStatus } from "@agent-portal/api-client/enums";
import { BigoIdFormField } from "#shared/dialogs/bigo-id-form-field.tsx";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { ReasonField, useReasonInput } from "#shared/dialogs/reason-field.tsx";
import { useDialogSubmit } from "#shared/dialogs/use-dialog-submit.ts";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

type Anchor = ResponseOf<typeof QryAnchorList>["list"][number];

/** Why an agency terminates a contract (`cancel_reason_type`): 1 inactive, 2 violation, 3 mutual agreement, 4 other. */
const REASON_TYPES = Object.values(CancelReasonType);
/** Transfer statuses still waiting for an answer. */
const TRANSFER_PENDING: readonly TransferStatus[] = [TransferStatus.WaitingAgency, TransferStatus.WaitingBroadcaster];

/**
 * Starts terminating a broadcaster's contract (manage anchor StartCancelContract; cancel == 1):
 * the broadcaster is found in the agency by Bigo ID (broker QryAnchorList), any relation change
 * already pending for them is shown (QryAnchorRelationChangeProg; then nothing can start), then
 * the reason type and a reason the broadcaster reads. Sensitive: the phone dialog may open first.
 * It then waits 7 days for the broadcaster's answer.
 */
export function StartCancelDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const { failure, run } = useDialogSubmit();
  const [bigo, setBigo] = useState("");
  const [lookupProblem, setLookupProblem] = useState<string | null>(null);
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const [reasonType, setReasonType] = useState<CancelReasonType>(CancelReasonType.Inactive);
  const reason = useReasonInput();
  const [findAnchor, finding] = useLazyQryAnchorListQuery();
  const change = useQryAnchorRelationChangeProgQuery(anchor === null ? skipToken : { anchor_uid: anchor.anchor_uid });
  const [start, state] = useStartCancelContractMutation();
  const pending =
    change.data !== undefined &&
    ((change.data.change_type === RelationChangeType.Transfer && change.data.transfer !== null && TRANSFER_PENDING.includes(change.data.transfer.transfer.status)) ||
      (change.data.change_type === RelationChangeType.Cancellation &&
        change.data.cancellation !== null &&
        change.data.cancellation.cancellation.status === CancellationStatus.WaitingBroadcaster));

  const find = async () => {
    const check = checkBigoId(bigo);
    setAnchor(null);
    if (check.kind !== "valid") {
      setLookupProblem(t("shared.bigoId.invalid"));
      return;
    }
    try {
      const page = await findAnchor({ tab: AnchorListTab.All, bigo_id: check.value, page: 1, page_size: 1 }, false).unwrap();
      const row = page.list[0];
      if (row === undefined) setLookupProblem(t("broadcaster.relation.notInAgency"));
      else {
        setLookupProblem(null);
        setAnchor(row);
      }
    } catch (error) {
      setLookupProblem(errorMessage(error));
    }
  };

  const submit = () => {
    if (anchor === null) {
      setLookupProblem((current) => current ?? t("broadcaster.relation.findFirst"));
      return;
    }
    if (!reason.check(true) || pending) return;
    void run(() => start({ anchor_uid: anchor.anchor_uid, reason_type: reasonType, reason: reason.trimmed }).unwrap());
  };

  if (state.data !== undefined) {
    return (
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        title={t("broadcaster.relation.cancelStartedTitle")}
        closeLabel={t("common.close")}
        footer={<Button onClick={onClose}>{t("common.close")}</Button>}
      >
        <Alert tone="success">{t("broadcaster.relation.cancelStarted", { name: state.data.anchor_nick_name, date: format.dateTime(state.data.expire_time * 1000) })}</Alert>
      </Modal>
    );
  }

  return (
    <FormDialog
      title={t("broadcaster.relation.terminateTitle")}
      description={t("broadcaster.relation.terminateDescription")}
      width={560}
      submitLabel={t("broadcaster.relation.terminate")}
      submitVariant="danger"
      busy={state.isLoading}
      submitDisabled={pending}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <BigoIdFormField
        label={t("broadcaster.relation.anchorBigoId")}
        required
        error={lookupProblem ?? undefined}
        value={bigo}
        onChange={(value) => {
          setBigo(value);
          setAnchor(null);
          setLookupProblem(null);
        }}
        find={{ label: t("broadcaster.relation.find"), onFind: () => void find(), finding: finding.isFetching }}
      />
      {anchor !== null && (
        <Alert tone={pending ? "warning" : "info"}>
          {t("broadcaster.relation.anchorFound", { name: anchor.nick_name, status: t(`broadcaster.contractStatus.${String(anchor.contract_status)}`) })}
          {pending && ` ${t("broadcaster.relation.changePending")}`}
        </Alert>
      )}
      <FormField label={t("broadcaster.relation.reasonType")} required>
        {(control) => (
          <Select
            {...control}
            options={REASON_TYPES.map((type) => ({ value: String(type), label: t(`broadcaster.cancelReason.${String(type)}`) }))}
            value={String(reasonType)}
            onValueChange={(value) => setReasonType(enumValueOf(CancelReasonType, value) ?? CancelReasonType.Inactive)}
          />
        )}
      </FormField>
      <ReasonField
        label={t("broadcaster.relation.reason")}
        required
        missingMessage={t("broadcaster.relation.reasonRequired")}
        hint={t("broadcaster.relation.cancelReasonHint")}
        input={reason}
      />
    </FormDialog>
  );
}
