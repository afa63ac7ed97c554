import type { Broadcaster } from "./anchor-list-params.ts";
import { AssignBrokerDialog } from "./dialogs/assign-broker-dialog.tsx";
import { BrokerHistoryDialog } from "./dialogs/broker-history-dialog.tsx";
import { ExtendDialog } from "./dialogs/extend-dialog.tsx";
import { ReGradeDialog } from "#shared/dialogs/regrade-dialog.tsx";
import { RenewalConfirmDialog } from "./dialogs/renewal-confirm-dialog.tsx";
import { RenewalDialog } from "./dialogs/renewal-dialog.tsx";
import { RenewalRecordsDialog } from "./dialogs/renewal-records-dialog.tsx";
import { ShareRenewalDialog } from "./dialogs/share-renewal-dialog.tsx";

/** The dialog the list shows, with the broadcasters it is about. */
export type ListDialog =
  | { readonly kind: "assignBroker"; readonly anchors: readonly Broadcaster[] }
  | { readonly kind: "brokerHistory"; readonly anchor?: Broadcaster }
  | { readonly kind: "renew" | "remindRenewal" | "cancelRenewal" | "shareRenewal" | "extend" | "renewalRecords" | "reGrade"; readonly anchor: Broadcaster };

/** Props of {@link ListDialogs}. */
export interface ListDialogsProps {
  readonly dialog: ListDialog | null;
  /** `assigned`: a broker assignment succeeded (the selection is cleared). */
  readonly onClose: (assigned?: boolean) => void;
}

/** The broadcaster list's dialogs, one at a time. */
export function ListDialogs({ dialog, onClose }: ListDialogsProps) {
  if (dialog === null) return null;
  const close = () => onClose();
  switch (dialog.kind) {
    case "assignBroker":
      return <AssignBrokerDialog anchors={dialog.anchors} onClose={onClose} />;
    case "brokerHistory":
      return <BrokerHistoryDialog anchor={dialog.anchor} onClose={close} />;
    case "renew":
      return <RenewalDialog anchor={dialog.anchor} onClose={close} />;
    case "remindRenewal":
    case "cancelRenewal":
      return (
        <RenewalConfirmDialog kind={dialog.kind === "remindRenewal" ? "remind" : "cancel"} renewalId={dialog.anchor.renewal_id} name={dialog.anchor.nick_name} onClose={close} />
      );
    case "shareRenewal":
      return <ShareRenewalDialog anchor={dialog.anchor} onClose={close} />;
    case "extend":
      return <ExtendDialog anchor={dialog.anchor} onClose={close} />;
    case "renewalRecords":
      return <RenewalRecordsDialog anchor={dialog.anchor} onClose={close} />;
    case "reGrade":
      return <ReGradeDialog anchor={dialog.anchor} onClose={close} />;
  }
}
