import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useTranslation } from "react-i18next";
import { CopyLink } from "#shared/share/copy-link.tsx";
import { webviewLink } from "#shared/share/webview-link.ts";

/** Props of {@link ShareLinkDialog}. */
export interface ShareLinkDialogProps {
  /** A transfer (AnchorTransferConfirm) or a cancellation (AnchorCancelConfirm). */
  readonly kind: "transfer" | "cancel";
  /** The transfer_id or cancel_id. */
  readonly id: string;
  readonly name: string;
  /** When the broadcaster's answer is due, already formatted. */
  readonly due: string;
  readonly onClose: () => void;
}

/** The link of the broadcaster's confirmation page of a transfer or a cancellation, to send them. */
export function ShareLinkDialog({ kind, id, name, due, onClose }: ShareLinkDialogProps) {
  const { t } = useTranslation();
  const url = webviewLink(kind === "transfer" ? "AnchorTransferConfirm" : "AnchorCancelConfirm", { id });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("broadcaster.relation.shareTitle", { name })}
      closeLabel={t("common.close")}
      footer={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      <CopyLink
        label={t("broadcaster.relation.shareLabel")}
        hint={t(kind === "transfer" ? "broadcaster.relation.shareTransferHint" : "broadcaster.relation.shareCancelHint", { date: due })}
        url={url}
      />
    </Modal>
  );
}
