import { useAgentOssOpenBizQuery, useAgentOssPkDataReleaseQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { skipToken } from "@reduxjs/toolkit/query";
import { useTranslation } from "react-i18next";

/** The openBiz feature id of PK data (agentOss openBiz `bizId` 1). */
export const PK_DATA_BIZ_ID = 1;

/** Props of {@link PkReleaseBadge}. */
export interface PkReleaseBadgeProps {
  /** 1 PK data up to yesterday is final (agentOss pkDataRelease `released`). */
  readonly released: 0 | 1;
  /** When it was released, Unix seconds; 0 before. */
  readonly releaseTime: number;
}

/** Whether the PK figures are final: "PK data final, released Nov 26, 2026, 2:00 AM (UTC)", or provisional (in progress). */
export function PkReleaseBadge({ released, releaseTime }: PkReleaseBadgeProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (released === 1 && releaseTime > 0)
    return (
      <Badge tone="success" data-testid="pk-release">
        {t("dataCenter.family.pkRelease.final", { time: format.dateTime(releaseTime * 1000, { timeZone: "UTC" }) })}
      </Badge>
    );
  return (
    <Badge tone="warning" data-testid="pk-release">
      {t("dataCenter.family.pkRelease.provisional")}
    </Badge>
  );
}

/**
 * The PK tab's freshness of its PK figures (agentOss pkDataRelease): final with the release time,
 * or provisional. Shown only when PK data is an open business feature for the viewer (agentOss
 * openBiz 1); nothing while either call loads or when one fails.
 */
export function PkRelease() {
  const open = useAgentOssOpenBizQuery({ bizId: PK_DATA_BIZ_ID });
  const release = useAgentOssPkDataReleaseQuery(open.data?.open === 1 ? undefined : skipToken);
  if (open.data?.open !== 1 || release.data === undefined) return null;
  return <PkReleaseBadge released={release.data.released} releaseTime={release.data.releaseTime} />;
}
