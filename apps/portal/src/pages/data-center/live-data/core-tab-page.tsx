import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { LIVE_METRIC_TYPES, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { rangeQuery } from "#shared/live-data/live-params.ts";
import { MetricChart } from "#shared/live-data/metric-chart.tsx";
import { WhenVisible } from "@agent-portal/app-runtime/routes/when-visible";
import { RangeBar } from "#shared/live-data/range-bar.tsx";
import { FailedLoad, useAgencyOverview } from "#pages/data-center/shared/agency-overview.tsx";
import { comparisonName } from "#pages/data-center/shared/named-comparison.ts";
import { CoreCards } from "./core-cards.tsx";
import { NewAnchorsCard } from "./new-anchors-card.tsx";

/**
 * The core tab of live data (SPEC section 2, LiveDataCore `/data-center/live-data/core`, CoreMetrics
 * 15; issue 20): the agency's totals for the range (agentOss overview) with their change against
 * the previous range of the same length, named, and the broadcasters who joined in it (the agency
 * or the viewer's own, GetAgentAggrData / GetBrokerAggrData, `NewAnchorsCard`); the trend of one metric per day over the whole
 * range (graphData, every day on the axis) with a metric switcher; the chart asks for its graph when
 * it comes near the viewport (`WhenVisible`). Range and metric are in the URL;
 * the days are UTC days (the config's report zone), and the freshness is the config's last
 * complete day.
 */
export default function CoreTabPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { list, config, range, overview } = useAgencyOverview();
  const comparison = comparisonName(t, format, range);
  const metricOptions = LIVE_METRIC_TYPES.map((type) => ({ value: type, label: t(`broadcaster.liveMetric.${type}.name`) }));

  return (
    <section aria-label={t("route.LiveDataCore")} className="flex flex-col gap-5">
      <RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />
      {overview.isError ? (
        <FailedLoad error={overview.error} retry={() => void overview.refetch()} />
      ) : (
        <CoreCards overview={overview.isFetching ? undefined : overview.data} comparison={comparison} rangeQuery={rangeQuery(range)}>
          <NewAnchorsCard range={range} comparison={comparison} />
        </CoreCards>
      )}
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
        <FormField label={t("broadcaster.live.metric")} className="w-64">
          {(control) => (
            <Select
              {...control}
              options={metricOptions}
              value={list.values.metric}
              onValueChange={(value) => list.update({ metric: isLiveMetricType(value) ? value : "duration" }, { resetPage: false })}
            />
          )}
        </FormField>
        {/* Below the fold on a phone: its call and drawing wait until it comes near the viewport (route option offscreenWhenVisible). */}
        <WhenVisible placeholder={(ref) => <div ref={ref} className="h-80" />}>
          <MetricChart type={list.values.metric} range={range} />
        </WhenVisible>
      </div>
    </section>
  );
}
