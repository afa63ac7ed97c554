import { skipToken } from "@reduxjs/toolkit/query";
import { useQueryBanUserInfoQuery } from "@agent-portal/api-client/services/security-center";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EvidenceLinks } from "#pages/guild/security-shared/evidence-links.tsx";
import { ViolationClassBadge } from "#pages/guild/security-shared/violation-class.tsx";
import { AppealState, BanTimeLeft } from "./ban-cells.tsx";
import type { BanRow } from "./security-status-params.ts";

/** Props of {@link BanDetailsDialog}. */
export interface BanDetailsDialogProps {
  /** The ban the dialog opened from. */
  readonly ban: BanRow;
  readonly onClose: () => void;
  /** The ban's appeals (timeline), rendered under its facts. */
  readonly appeals?: ReactNode;
}

/**
 * One ban with its broadcaster (QueryBanUserInfo): the ban's class, type, reason, times, time
 * left, evidence and latest appeal, the broadcaster's violations of the last 90 days and their
 * other bans in force, and a link to their live data.
 */
export function BanDetailsDialog({ ban, onClose, appeals }: BanDetailsDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const info = useQueryBanUserInfoQuery(ban.uid === "" ? skipToken : { uid: ban.uid });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t("guild.security.detailsTitle", { name: ban.nick_name })} width={640} closeLabel={t("common.close")}>
      <div className="flex flex-col gap-4">
        <DescriptionList
          columns={2}
          items={[
            { key: "bigo", term: t("guild.security.column.broadcaster"), description: `${ban.nick_name} (${ban.bigo_id})` },
            { key: "class", term: t("guild.security.column.violation"), description: <ViolationClassBadge type={ban.violation_type} /> },
            { key: "type", term: t("guild.security.column.banType"), description: t(`guild.security.banType.${String(ban.ban_type)}`) },
            { key: "left", term: t("guild.security.column.timeLeft"), description: <BanTimeLeft row={ban} /> },
            { key: "start", term: t("guild.security.column.start"), description: format.dateTime(ban.start_time * 1000) },
            { key: "end", term: t("guild.security.column.end"), description: ban.end_time === 0 ? t("guild.security.permanent") : format.dateTime(ban.end_time * 1000) },
            { key: "reason", term: t("guild.security.column.reason"), description: ban.reason, span: 2 },
            { key: "evidence", term: t("guild.security.column.evidence"), description: <EvidenceLinks urls={ban.evidence_urls} />, span: 2 },
            { key: "appeal", term: t("guild.security.column.appeal"), description: <AppealState row={ban} /> },
          ]}
        />
        <QueryView query={info} lines={2}>
          {(data) => (
            <DescriptionList
              columns={2}
              items={[
                { key: "violations", term: t("guild.security.violations90d"), description: format.number(data.violation_count_90d) },
                { key: "inForce", term: t("guild.security.bansInForce"), description: format.number(data.bans.length) },
              ]}
            />
          )}
        </QueryView>
        <Link className="text-sm text-brand-700 hover:underline" to={pathOf("BroadcasterLiveData", { uid: ban.uid })}>
          {t("guild.security.openLiveData")}
        </Link>
        {appeals}
      </div>
    </Modal>
  );
}
