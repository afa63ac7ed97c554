import { useQryTransferProgressForAgentQuery } from "@agent-portal/api-client/services/manage-anchor";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { CopyLink } from "#shared/share/copy-link.tsx";
import { webviewLink } from "#shared/share/webview-link.ts";
import type { Transfer, TransferAction } from "#pages/broadcaster/modify/relation-actions.ts";
import { transferActions, transferTone } from "#pages/broadcaster/modify/relation-actions.ts";

/** Props of {@link TransferProgressDialog}. */
export interface TransferProgressDialogProps {
  readonly transferId: string;
  readonly view: "out" | "in";
  readonly mayTransfer: boolean;
  /** An answer button was chosen (the page opens the answer dialog). */
  readonly onAction: (action: "approve" | "reject", transfer: Transfer) => void;
  readonly onClose: () => void;
}

/**
 * One transfer with its timeline (manage anchor QryTransferProgressForAgent): who is moving where,
 * why, the steps (the other agency's answer, the broadcaster's answer, completion) with who acts
 * and when, and exactly the actions its state allows the caller (`transferActions`): the answer
 * buttons for the counterpart agency, the broadcaster's link while waiting for them.
 */
export function TransferProgressDialog({ transferId, view, mayTransfer, onAction, onClose }: TransferProgressDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useQryTransferProgressForAgentQuery({ transfer_id: transferId });
  const stepTitle = useCallback((step: number) => t(`broadcaster.relation.transferStep.${String(step)}`, { defaultValue: t("broadcaster.progress.step", { n: step }) }), [t]);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("broadcaster.relation.transferProgress")} width={640} closeLabel={t("common.close")}>
      <QueryView query={query} lines={6}>
        {({ transfer, steps }) => {
          const actions: TransferAction[] = transferActions(transfer, view, mayTransfer);
          return (
            <div className="flex flex-col gap-4">
              <DescriptionList
                items={[
                  { term: t("broadcaster.list.column.name"), description: <bdi>{`${transfer.anchor_nick_name} (${transfer.anchor_bigo_id})`}</bdi> },
                  {
                    term: t("broadcaster.recruit.column.status"),
                    description: <Badge tone={transferTone(transfer.status)}>{t(`broadcaster.transferStatus.${String(transfer.status)}`)}</Badge>,
                  },
                  { term: t("broadcaster.relation.from"), description: <bdi>{transfer.source_agent_name}</bdi> },
                  { term: t("broadcaster.relation.to"), description: <bdi>{transfer.target_agent_name}</bdi> },
                  { term: t("broadcaster.relation.startedBy"), description: t(`broadcaster.relation.initiator.${String(transfer.initiator)}`) },
                  { term: t("broadcaster.relation.reason"), description: transfer.reason },
                ]}
              />
              <ProgressTimeline steps={steps} label={t("broadcaster.relation.transferProgress")} titleOf={stepTitle} />
              {actions.includes("share") && (
                <CopyLink
                  label={t("broadcaster.relation.shareLabel")}
                  hint={t("broadcaster.relation.shareTransferHint", { date: format.dateTime(transfer.expire_time * 1000) })}
                  url={webviewLink("AnchorTransferConfirm", { id: transfer.transfer_id })}
                />
              )}
              {actions.includes("approve") && (
                <div className="flex justify-end gap-2">
                  <Button variant="danger" onClick={() => onAction("reject", transfer)}>
                    {t("broadcaster.relation.reject")}
                  </Button>
                  <Button onClick={() => onAction("approve", transfer)}>{t("broadcaster.relation.approve")}</Button>
                </div>
              )}
            </div>
          );
        }}
      </QueryView>
    </Modal>
  );
}
