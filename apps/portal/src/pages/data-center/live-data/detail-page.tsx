import { useAgentOssOverviewQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { comparisonName, deltaOf } from "#pages/data-center/shared/named-comparison.ts";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS, LIVE_METRIC_TYPES, formatMetric, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_SORTABLE, LIVE_SPEC, rangeQuery } from "#shared/live-data/live-params.ts";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { MetricChart } from "#shared/live-data/metric-chart.tsx";
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
  const errorMessage = useApiErrorMessage();
  const list = useListState(LIVE_SPEC, LIVE_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const overview = useAgentOssOverviewQuery(rangeSeconds(range));
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
      <nav aria-label={t("broadcaster.live.metrics")}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {LIVE_METRIC_TYPES.map((other) => (
            <li key={other}>
              <Link
                to={`${pathOf("LiveDataDetail", { type: other })}${keepRange}`}
                aria-current={other === type ? "page" : undefined}
                className="text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-fg"
              >
                {t(`broadcaster.liveMetric.${other}.name`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {overview.isError ? (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{errorMessage(overview.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => void overview.refetch()}>
            {t("common.retry")}
          </Button>
        </Alert>
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
