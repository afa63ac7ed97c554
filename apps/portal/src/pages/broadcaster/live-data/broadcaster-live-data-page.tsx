import { useSetPageFrame } from "@agent-portal/app-runtime/page-frame";
import { useLiveDataConfigQuery, useLiveDataReportDayQuery } from "@agent-portal/api-client/services/live-data-report";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { pickedDateOfDay } from "#shared/dates/day-range.ts";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { CoverQualityBadge } from "#shared/live-data/cover-quality-badge.tsx";
import { useCoverFlags } from "#shared/live-data/use-cover-flags.ts";
import { BroadcasterHeader } from "./broadcaster-header.tsx";
import { DayTable } from "./day-table.tsx";
import { LIVE_SORTABLE, LIVE_SPEC, rangeQuery } from "#shared/live-data/live-params.ts";
import { MAX_RANGE_DAYS, rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { LIVE_METRIC_TYPES, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { MetricChart } from "#shared/live-data/metric-chart.tsx";
import { MonthSummary } from "./month-summary.tsx";
import { SummaryCards } from "./summary-cards.tsx";

/**
 * One broadcaster's live data (SPEC section 2, BroadcasterLiveData `/broadcaster/broadcaster-live-data/:uid`;
 * issue 7), entered from the broadcaster list (the layout's breadcrumb leads back to the page the
 * user came from, `breadcrumbFromPrevious`): a header naming the broadcaster (reportDay `anchor`:
 * avatar, name, Bigo ID, agency, broker, contract state; the page's heading and document title are
 * the name, issue 26), the range's totals per metric (live data reportDay
 * `summary`, each linking to detail/{type}), one metric per day as a chart (graphData, metric in
 * the URL), the days as a paged table (reportDay) and the last 6 months (reportMonth). The range
 * (default the last 30 complete days, at most 92) is in the URL. A low-quality live cover
 * (LiveCoverLowQuality) shows as a warning badge with its reason under the header.
 */
export default function BroadcasterLiveDataPage() {
  const { t } = useTranslation();
  const { uid = "" } = useParams();
  const errorMessage = useApiErrorMessage();
  const list = useListState(LIVE_SPEC, LIVE_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const totals = useLiveDataReportDayQuery({ uid, ...rangeSeconds(range), page: 1, pageSize: 1 });
  const metricOptions = LIVE_METRIC_TYPES.map((type) => ({ value: type, label: t(`broadcaster.liveMetric.${type}.name`) }));
  const failure = totals.isError ? errorMessage(totals.error) : null;
  // A report of another range keeps the broadcaster known meanwhile (the last answer's `anchor`).
  const anchor = totals.isError ? null : (totals.currentData?.anchor ?? totals.data?.anchor);
  useSetPageFrame({ ownHeading: true, ...(anchor ? { title: anchor.nickName || anchor.bigoId } : {}) });
  const cover = useCoverFlags().get(uid);

  return (
    <section aria-label={t("route.BroadcasterLiveData")} className="flex flex-col gap-5">
      <BroadcasterHeader anchor={anchor} fallbackTitle={t("route.BroadcasterLiveData")}>
        <DayRangeField
          label={t("broadcaster.live.range")}
          from={range.from}
          to={range.to}
          maxDays={MAX_RANGE_DAYS}
          {...(config.data ? { maxDate: pickedDateOfDay(config.data.maxDay) } : {})}
          onChange={(from, to) => list.update({ from, to })}
        />
      </BroadcasterHeader>
      {cover !== undefined && <CoverQualityBadge reason={cover} />}
      {failure !== null ? (
        <Alert tone="error">{failure}</Alert>
      ) : (
        <>
          <SummaryCards summary={totals.data?.summary} query={rangeQuery(range, uid)} />
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
            <MetricChart type={list.values.metric} range={range} uid={uid} />
          </div>
          <DayTable list={list} range={range} uid={uid} caption={t("broadcaster.live.dayTable")} />
          <div className="rounded-lg border border-border bg-surface p-4">
            <MonthSummary uid={uid} lastDay={range.to} />
          </div>
        </>
      )}
    </section>
  );
}
