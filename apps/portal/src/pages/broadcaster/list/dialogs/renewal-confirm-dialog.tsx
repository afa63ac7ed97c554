import { useCancelRenewalContractMutation, useRemindRenewalContractMutation } from "@agent-portal/api-client/services/broker";
import { ConfirmDialog } from "@agent-portal/ui-kit/components/confirm-dialog";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";

/** Props of {@link RenewalConfirmDialog}. */
export interface RenewalConfirmDialogProps {
  /** `remind`: RemindRenewalContract; `cancel`: CancelRenewalContract (withdraws the offer). */
  readonly kind: "remind" | "cancel";
  /** The pending renewal. */
  readonly renewalId: string;
  /** The broadcaster's name, for the texts. */
  readonly name: string;
  readonly onClose: () => void;
}

/**
 * Confirms an action on a pending renewal: remind the broadcaster (once per 24 hours, 31007
 * otherwise) or withdraw the offer (status 4, the broadcaster can no longer accept it). The
 * outcome is a toast; a refused call (e.g. 31005, the renewal is no longer pending) says why.
 */
export function RenewalConfirmDialog({ kind, renewalId, name, onClose }: RenewalConfirmDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [remind, reminding] = useRemindRenewalContractMutation();
  const [cancel, cancelling] = useCancelRenewalContractMutation();
  const ok = async () => {
    try {
      if (kind === "remind") await remind({ renewal_id: renewalId }).unwrap();
      else await cancel({ renewal_id: renewalId }).unwrap();
      notify.success(t(kind === "remind" ? "broadcaster.renewal.reminded" : "broadcaster.renewal.withdrawn", { name }));
    } catch (error) {
      notify.failure(error);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t(kind === "remind" ? "broadcaster.renewal.remindTitle" : "broadcaster.renewal.withdrawTitle", { name })}
      description={t(kind === "remind" ? "broadcaster.renewal.remindDescription" : "broadcaster.renewal.withdrawDescription")}
      okLabel={t(kind === "remind" ? "broadcaster.renewal.remind" : "broadcaster.renewal.withdraw")}
      cancelLabel={t("common.cancel")}
      tone={kind === "cancel" ? "danger" : "default"}
      loading={reminding.isLoading || cancelling.isLoading}
      onOk={() => void ok()}
      onCancel={onClose}
    />
  );
}
