import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useTranslation } from "react-i18next";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import type { MetricFigures } from "#shared/live-data/metric-columns.ts";
import { metricText } from "#shared/live-data/metric-columns.ts";

/** Props of {@link FamilyTotals}. */
export interface FamilyTotalsProps {
  /** The metrics shown (`familyMetrics`). */
  readonly metrics: readonly LiveMetricType[];
  /** The server's totals over the whole range (`summary`, all rows, not the page). */
  readonly summary: MetricFigures;
  readonly format: Formatters;
}

/** A family report's totals over the whole range, from the server (screen rule 6), labelled as such, each metric in its unit. */
export function FamilyTotals({ metrics, summary, format }: FamilyTotalsProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("dataCenter.family.rangeTotals")} data-testid="family-totals" className="rounded-lg border border-border bg-surface p-4">
      <h2 className="mb-2 text-sm font-semibold text-fg">{t("dataCenter.family.rangeTotals")}</h2>
      <DescriptionList columns={3} items={metrics.map((type) => ({ term: t(`broadcaster.liveMetric.${type}.name`), description: metricText(t, format, type, summary) }))} />
    </section>
  );
}
