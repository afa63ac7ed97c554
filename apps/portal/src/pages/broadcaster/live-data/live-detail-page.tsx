import { useLiveDataConfigQuery, useLiveDataReportDayQuery } from "@agent-portal/api-client/services/live-data-report";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { StatCard } from "@agent-portal/ui-kit/components/stat-card";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { pickedDateOfDay } from "#shared/dates/day-range.ts";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { DayTable } from "./day-table.tsx";
import { LIVE_SORTABLE, LIVE_SPEC, rangeQuery } from "#shared/live-data/live-params.ts";
import { MAX_RANGE_DAYS, rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS, formatMetric, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { MetricChart } from "#shared/live-data/metric-chart.tsx";
import { UnknownMetric } from "#shared/live-data/unknown-metric.tsx";

/**
 * detail/{type} (alias live-detail/{type}; SPEC section 2, BroadcasterLiveDetail; issue 7): one
 * metric (`live-metrics.ts`) per day over a range, for one broadcaster (`?uid=`) or the whole
 * agency: its total, the chart with its table shown, and the day table of that metric; links to
 * its description and back to the broadcaster's live data.
 */
export default function LiveDetailPage() {
  const { type } = useParams();
  if (!isLiveMetricType(type)) return <UnknownMetric type={type ?? ""} />;
  return <LiveDetail type={type} />;
}

function LiveDetail({ type }: { readonly type: LiveMetricType }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const list = useListState(LIVE_SPEC, LIVE_SORTABLE);
  const uid = /^\d{1,20}$/.test(list.values.uid) ? list.values.uid : undefined;
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const totals = useLiveDataReportDayQuery({ ...(uid === undefined ? {} : { uid }), ...rangeSeconds(range), page: 1, pageSize: 1 });
  const name = t(`broadcaster.liveMetric.${type}.name`);
  const summary = totals.data?.summary;
  const total =
    summary === undefined
      ? ""
      : type === "pk"
        ? t("broadcaster.live.pkValue", { n: format.number(summary.pkCount), wins: format.number(summary.pkWinCount) })
        : formatMetric(type, summary[LIVE_METRICS[type].field], format);

  return (
    <section aria-label={t("broadcaster.live.detailOf", { metric: name })} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-border bg-surface p-4">
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium text-fg">{uid === undefined ? t("broadcaster.live.agencyWide") : t("broadcaster.live.subject", { uid })}</p>
          <div className="flex flex-wrap gap-4">
            <Link to={pathOf("BroadcasterLiveDesc", { type })} className="text-brand-700 hover:underline">
              {t("broadcaster.live.aboutMetric", { metric: name })}
            </Link>
            {uid !== undefined && (
              <Link to={`${pathOf("BroadcasterLiveData", { uid })}${rangeQuery(range)}`} className="text-brand-700 hover:underline">
                {t("broadcaster.live.allMetrics")}
              </Link>
            )}
          </div>
        </div>
        <DayRangeField
          label={t("broadcaster.live.range")}
          from={range.from}
          to={range.to}
          maxDays={MAX_RANGE_DAYS}
          {...(config.data ? { maxDate: pickedDateOfDay(config.data.maxDay) } : {})}
          onChange={(from, to) => list.update({ from, to })}
        />
      </div>
      {totals.isError ? (
        <Alert tone="error">{errorMessage(totals.error)}</Alert>
      ) : (
        <>
          <StatCard label={t("broadcaster.live.totalOf", { metric: name })} value={total} loading={summary === undefined} className="max-w-xs" />
          <div className="rounded-lg border border-border bg-surface p-4">
            <MetricChart type={type} range={range} uid={uid} showTable />
          </div>
          <DayTable list={list} range={range} uid={uid} only={type} caption={t("broadcaster.live.dayTableOf", { metric: name })} />
        </>
      )}
    </section>
  );
}
