import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { CancelProgressDialog } from "./dialogs/cancel-progress-dialog.tsx";
import { ShareLinkDialog } from "./dialogs/share-link-dialog.tsx";
import { StartCancelDialog } from "./dialogs/start-cancel-dialog.tsx";
import { StartTransferDialog } from "./dialogs/start-transfer-dialog.tsx";
import { TransferProgressDialog } from "./dialogs/transfer-progress-dialog.tsx";
import { VerifyTransferDialog } from "./dialogs/verify-transfer-dialog.tsx";
import type { Cancellation, Transfer } from "./relation-actions.ts";

/** The dialog the modify page shows. */
export type ModifyDialog =
  | { readonly kind: "startTransfer"; readonly direction: "out" | "in" }
  | { readonly kind: "startCancel" }
  | { readonly kind: "transferProgress"; readonly transfer: Transfer; readonly view: "out" | "in" }
  | { readonly kind: "verify"; readonly transfer: Transfer; readonly agree: boolean }
  | { readonly kind: "shareTransfer"; readonly transfer: Transfer }
  | { readonly kind: "cancelProgress"; readonly cancellation: Cancellation }
  | { readonly kind: "shareCancel"; readonly cancellation: Cancellation };

/** Props of {@link ModifyDialogs}. */
export interface ModifyDialogsProps {
  readonly dialog: ModifyDialog | null;
  readonly mayTransfer: boolean;
  readonly onChange: (dialog: ModifyDialog | null) => void;
}

/** The modify page's dialogs, one at a time (an answer chosen in a progress dialog replaces it). */
export function ModifyDialogs({ dialog, mayTransfer, onChange }: ModifyDialogsProps) {
  const format = useFormatters();
  if (dialog === null) return null;
  const close = () => onChange(null);
  switch (dialog.kind) {
    case "startTransfer":
      return <StartTransferDialog direction={dialog.direction} onClose={close} />;
    case "startCancel":
      return <StartCancelDialog onClose={close} />;
    case "transferProgress":
      return (
        <TransferProgressDialog
          transferId={dialog.transfer.transfer_id}
          view={dialog.view}
          mayTransfer={mayTransfer}
          onClose={close}
          onAction={(action, transfer) => onChange({ kind: "verify", transfer, agree: action === "approve" })}
        />
      );
    case "verify":
      return <VerifyTransferDialog transfer={dialog.transfer} agree={dialog.agree} onClose={close} />;
    case "shareTransfer":
      return (
        <ShareLinkDialog
          kind="transfer"
          id={dialog.transfer.transfer_id}
          name={dialog.transfer.anchor_nick_name}
          due={format.dateTime(dialog.transfer.expire_time * 1000)}
          onClose={close}
        />
      );
    case "cancelProgress":
      return <CancelProgressDialog cancelId={dialog.cancellation.cancel_id} onClose={close} />;
    case "shareCancel":
      return (
        <ShareLinkDialog
          kind="cancel"
          id={dialog.cancellation.cancel_id}
          name={dialog.cancellation.anchor_nick_name}
          due={format.dateTime(dialog.cancellation.expire_time * 1000)}
          onClose={close}
        />
      );
  }
}
