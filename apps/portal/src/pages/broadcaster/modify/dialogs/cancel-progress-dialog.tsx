import { useQryCancelProgressForAgentQuery } from "@agent-portal/api-client/services/manage-anchor-cancel";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { CopyLink } from "#shared/share/copy-link.tsx";
import { webviewLink } from "#shared/share/webview-link.ts";
import { cancellationActions, cancellationTone } from "#pages/broadcaster/modify/relation-actions.ts";

/**
 * One cancellation with its timeline (manage anchor QryCancelProgressForAgent): the broadcaster,
 * the reason, the steps (the broadcaster's answer, termination) and, while it waits for the
 * broadcaster, the link of their confirmation page.
 */
export function CancelProgressDialog({ cancelId, onClose }: { readonly cancelId: string; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useQryCancelProgressForAgentQuery({ cancel_id: cancelId });
  const stepTitle = useCallback((step: number) => t(`broadcaster.relation.cancelStep.${String(step)}`, { defaultValue: t("broadcaster.progress.step", { n: step }) }), [t]);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("broadcaster.relation.cancelProgress")} width={640} closeLabel={t("common.close")}>
      <QueryView query={query} lines={6}>
        {({ cancellation, steps }) => (
          <div className="flex flex-col gap-4">
            <DescriptionList
              items={[
                { term: t("broadcaster.list.column.name"), description: <bdi>{`${cancellation.anchor_nick_name} (${cancellation.anchor_bigo_id})`}</bdi> },
                {
                  term: t("broadcaster.recruit.column.status"),
                  description: <Badge tone={cancellationTone(cancellation.status)}>{t(`broadcaster.cancelStatus.${String(cancellation.status)}`)}</Badge>,
                },
                { term: t("broadcaster.relation.reasonType"), description: t(`broadcaster.cancelReason.${String(cancellation.reason_type)}`) },
                { term: t("broadcaster.relation.reason"), description: cancellation.reason },
              ]}
            />
            <ProgressTimeline steps={steps} label={t("broadcaster.relation.cancelProgress")} titleOf={stepTitle} />
            {cancellationActions(cancellation).includes("share") && (
              <CopyLink
                label={t("broadcaster.relation.shareLabel")}
                hint={t("broadcaster.relation.shareCancelHint", { date: format.dateTime(cancellation.expire_time * 1000) })}
                url={webviewLink("AnchorCancelConfirm", { id: cancellation.cancel_id })}
              />
            )}
          </div>
        )}
      </QueryView>
    </Modal>
  );
}
