import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { FailedLoad, useAgencyOverview } from "#pages/data-center/shared/agency-overview.tsx";
import { comparisonName, deltaOf } from "#pages/data-center/shared/named-comparison.ts";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS, formatMetric, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { rangeQuery } from "#shared/live-data/live-params.ts";
import { MetricChart } from "#shared/live-data/metric-chart.tsx";
import { MetricLinks } from "#shared/live-data/metric-links.tsx";
import { RangeBar } from "#shared/live-data/range-bar.tsx";

/**
 * detail/{type} of live data (SPEC section 2, LiveDataDetail `/data-center/live-data/detail/:type`,
 * LiveDataAnalysis 23; issue 20): one metric `type` (a slug of `live-metrics.ts`) of the whole
 * agency over the range: its total (agentOss overview `current`) with its change against the
 * previous range of the same length, named; the metric per day (graphData, every day of the range
 * on the axis) with its data table shown; the other metrics' details, the metric's definition
 * (desc/{type}) and the way back to the core tab, each keeping the range (`from`, `to`, UTC days, in
 * the URL). An unknown `type` is NotFound.
 */
export default function LiveDataDetailPage() {
  const { type } = useParams();
  if (!isLiveMetricType(type)) return <NotFound />;
  return <AgencyMetricDetail type={type} />;
}

function AgencyMetricDetail({ type }: { readonly type: LiveMetricType }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { list, config, range, overview } = useAgencyOverview();
  const figures = overview.isFetching ? undefined : overview.data;
  const name = t(`broadcaster.liveMetric.${type}.name`);
  const field = LIVE_METRICS[type].field;
  const total =
    figures === undefined
      ? ""
      : type === "pk"
        ? t("broadcaster.live.pkValue", { n: format.number(figures.current.pkCount), wins: format.number(figures.current.pkWinCount) })
        : formatMetric(type, figures.current[field], format);
  const keepRange = rangeQuery(range);

  return (
    <section aria-label={t("broadcaster.live.detailOf", { metric: name })} className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-4 text-sm">
        <Link to={`${pathOf("LiveDataCore")}${keepRange}`} className="text-brand-700 hover:underline">
          {t("dataCenter.live.backToCore")}
        </Link>
        <Link to={pathOf("LiveDataDesc", { type })} className="text-brand-700 hover:underline">
          {t("broadcaster.live.aboutMetric", { metric: name })}
        </Link>
      </div>
      <RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />
      <MetricLinks current={type} hrefOf={(other) => `${pathOf("LiveDataDetail", { type: other })}${keepRange}`} />
      {overview.isError ? (
        <FailedLoad error={overview.error} retry={() => void overview.refetch()} />
      ) : (
        <StatCard
          label={t("broadcaster.live.totalOf", { metric: name })}
          value={total}
          loading={figures === undefined}
          className="max-w-md"
          {...(figures === undefined ? {} : { delta: deltaOf(format, figures.current[field], figures.previous[field], comparisonName(t, format, range)) })}
        />
      )}
      <div className="rounded-lg border border-border bg-surface p-4">
        <MetricChart type={type} range={range} showTable />
      </div>
    </section>
  );
}
