import type { CoverIssueReason } from "@agent-portal/api-client/enums";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { useTranslation } from "react-i18next";

/** Props of {@link CoverQualityBadge}. */
export interface CoverQualityBadgeProps {
  /** Why the cover was flagged (CoverIssueReason 1-5: blurry, too dark, text or watermark, not the broadcaster, other). */
  readonly reason: CoverIssueReason;
}

/**
 * The low-quality cover warning of a broadcaster (live data LiveCoverLowQuality): a warning badge
 * with an icon and the words "Low-quality cover" and the reason, so neither colour nor the icon
 * alone carries it; its accessible name is the whole sentence.
 */
export function CoverQualityBadge({ reason }: CoverQualityBadgeProps) {
  const { t } = useTranslation();
  const why = t(`dataCenter.cover.reason.${String(reason)}`);
  return (
    <Badge tone="warning" size="sm" data-testid="cover-warning" title={t("dataCenter.cover.label", { reason: why })} className="w-fit">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3 shrink-0" fill="none">
        <path d="M8 1.5 15 14H1L8 1.5Z" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M8 6v3.5M8 11.5v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <span className="truncate">{t("dataCenter.cover.label", { reason: why })}</span>
    </Badge>
  );
}
