import { useQryRenewalContractRecordsQuery } from "@agent-portal/api-client/services/broker";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useTranslation } from "react-i18next";
import { RenewalStatus } from "@agent-portal/api-client/enums";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { CopyLink } from "#shared/share/copy-link.tsx";
import { webviewLink } from "#shared/share/webview-link.ts";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";

/** Props of {@link ShareRenewalDialog}. */
export interface ShareRenewalDialogProps {
  readonly anchor: Broadcaster;
  readonly onClose: () => void;
}

/**
 * The link of a pending renewal's confirmation page (webview `AnchorContractConfirm`, by the
 * renewal's `sign_id`), found with QryRenewalContractRecords (status 1 pending), to send to the
 * broadcaster again; with the day the offer expires.
 */
export function ShareRenewalDialog({ anchor, onClose }: ShareRenewalDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useQryRenewalContractRecordsQuery({ anchor_uid: anchor.anchor_uid, status: RenewalStatus.Pending, page: 1, page_size: 1 });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("broadcaster.shareRenewal.title", { name: anchor.nick_name })}
      closeLabel={t("common.close")}
      footer={<Button onClick={onClose}>{t("common.close")}</Button>}
    >
      <QueryView query={query} isEmpty={(data) => data.list[0]?.sign_id === undefined || data.list[0].sign_id === ""} emptyTitle={t("broadcaster.shareRenewal.none")}>
        {(data) => {
          const renewal = data.list[0];
          if (renewal === undefined) return null;
          return (
            <CopyLink
              label={t("broadcaster.renew.shareLabel")}
              hint={t("broadcaster.shareRenewal.hint", { date: format.date(renewal.expire_time * 1000) })}
              url={webviewLink("AnchorContractConfirm", { id: renewal.sign_id })}
            />
          );
        }}
      </QueryView>
    </Modal>
  );
}
