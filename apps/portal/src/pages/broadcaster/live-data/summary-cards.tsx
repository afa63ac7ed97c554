import type { liveMetricsSchema } from "@agent-portal/api-client/contract/live-data-shared";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { output } from "zod/v4/core";
import { LIVE_METRICS, LIVE_METRIC_TYPES, formatMetric } from "#shared/live-data/live-metrics.ts";
import { MetricDefinitionLink } from "#shared/live-data/metric-definition-link.tsx";

/** Props of {@link SummaryCards}. */
export interface SummaryCardsProps {
  /** The range's totals (reportDay `summary`), or undefined while loading. */
  readonly summary: output<typeof liveMetricsSchema> | undefined;
  /** The query string the detail links carry (range and broadcaster). */
  readonly query: string;
}

/**
 * The range's totals, one card per metric; each card's label links to the metric's detail page
 * (detail/{type}) with the same range and broadcaster, and a help icon beside it, named "What is
 * <metric>?", to its definition (desc/{type}): one definitions link per card (issue 26).
 */
export function SummaryCards({ summary, query }: SummaryCardsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("broadcaster.live.totals")}>
      {LIVE_METRIC_TYPES.map((type) => {
        const name = t(`broadcaster.liveMetric.${type}.name`);
        const value =
          summary === undefined
            ? ""
            : type === "pk"
              ? t("broadcaster.live.pkValue", { n: format.number(summary.pkCount), wins: format.number(summary.pkWinCount) })
              : formatMetric(type, summary[LIVE_METRICS[type].field], format);
        return (
          <li key={type}>
            <StatCard
              loading={summary === undefined}
              label={
                <span className="flex min-w-0 items-center gap-1">
                  <Link to={`${pathOf("BroadcasterLiveDetail", { type })}${query}`} className="truncate text-brand-700 hover:underline">
                    {name}
                  </Link>
                  <MetricDefinitionLink type={type} name={name} route="BroadcasterLiveDesc" />
                </span>
              }
              value={value}
            />
          </li>
        );
      })}
    </ul>
  );
}
