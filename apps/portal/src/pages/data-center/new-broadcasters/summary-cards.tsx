import type { newAnchorProxySummary } from "@agent-portal/api-client/contract/live-data-new-anchor";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { formatMetric } from "#shared/live-data/live-metrics.ts";

/** New-broadcaster totals (live data `new_anchor/proxy/summary`). */
export type NewAnchorSummary = ResponseOf<typeof newAnchorProxySummary>;

/**
 * The new-broadcaster totals as cards: new broadcasters, of them live at least once, of them
 * meeting the target (with the share), their beans and live time since joining.
 */
export function SummaryCards({ summary }: { readonly summary: NewAnchorSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const share = (part: number) => (summary.newAnchorCount === 0 ? "—" : format.percent(part / summary.newAnchorCount, 0));
  return (
    <ul aria-label={t("dataCenter.newAnchors.totals")} className="grid grid-cols-2 gap-3 md:grid-cols-5">
      <li>
        <StatCard label={t("dataCenter.live.newAnchors")} value={format.number(summary.newAnchorCount)} />
      </li>
      <li>
        <StatCard label={t("dataCenter.newAnchors.active")} value={format.number(summary.activeCount)} hint={share(summary.activeCount)} />
      </li>
      <li>
        <StatCard label={t("dataCenter.newAnchors.qualified")} value={format.number(summary.qualifiedCount)} hint={share(summary.qualifiedCount)} />
      </li>
      <li>
        <StatCard label={t("broadcaster.liveMetric.beans.name")} value={formatMetric("beans", summary.beans, format)} />
      </li>
      <li>
        <StatCard label={t("broadcaster.liveMetric.duration.name")} value={formatMetric("duration", summary.liveDuration, format)} />
      </li>
    </ul>
  );
}
