import { ContractStatus, RecruitStatus } from "@agent-portal/api-client/enums";
import { useQryAnchorRecruitProgressQuery } from "@agent-portal/api-client/services/recruit-anchor";
import { useQryCurrentContractInfoQuery } from "@agent-portal/api-client/services/recruit-anchor-info";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { ProgressTimeline } from "@agent-portal/app-runtime/components/progress-timeline";
import { Section } from "#shared/section.tsx";

/** Recruitments still going on: under review or waiting for the broadcaster. */
const RECRUIT_OPEN = new Set<RecruitStatus>([RecruitStatus.UnderReview, RecruitStatus.WaitingBroadcaster]);

/**
 * The broadcaster's standing on the home page: their current contract (recruit anchor
 * QryCurrentContractInfo: agency, period, status, share) and a recruitment of theirs still going
 * on (QryAnchorRecruitProgress: its steps). Shows nothing while loading, on a failure or when
 * there is neither.
 */
export function HomeStanding() {
  const { t } = useTranslation();
  const format = useFormatters();
  const contract = useQryCurrentContractInfoQuery({}).data?.contract ?? null;
  const recruit = useQryAnchorRecruitProgressQuery({}).data?.progress ?? null;
  const stepTitle = useCallback((step: number) => t(`broadcaster.progress.recruitStep.${String(step)}`, { defaultValue: t("broadcaster.progress.step", { n: step }) }), [t]);
  const day = (seconds: number) => format.date(seconds * 1000, { timeZone: "UTC" });
  return (
    <>
      {contract !== null && (
        <Section
          title={t("webview.home.contract")}
          action={
            <Badge tone={contract.status === ContractStatus.Active ? "success" : contract.status === ContractStatus.Terminated ? "neutral" : "warning"}>
              {t(`broadcaster.contractStatus.${String(contract.status)}`)}
            </Badge>
          }
        >
          <DescriptionList
            columns={1}
            items={[
              { key: "agency", term: t("broadcaster.live.agency"), description: contract.agent_name },
              {
                key: "period",
                term: t("webview.home.contractPeriod"),
                description: t("webview.home.contractDates", { from: day(contract.start_time), to: day(contract.end_time) }),
              },
              { key: "share", term: t("webview.home.contractShare"), description: format.percent(contract.share_ratio_bp / 10_000) },
            ]}
          />
        </Section>
      )}
      {recruit !== null && RECRUIT_OPEN.has(recruit.record.status) && (
        <Section title={t("webview.home.recruitment")} action={<Badge tone="brand">{t(`broadcaster.recruitStatus.${String(recruit.record.status)}`)}</Badge>}>
          <ProgressTimeline steps={recruit.steps} label={t("broadcaster.progress.timeline")} titleOf={stepTitle} />
        </Section>
      )}
    </>
  );
}
