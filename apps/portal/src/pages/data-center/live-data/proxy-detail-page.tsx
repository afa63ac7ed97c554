import { skipToken } from "@reduxjs/toolkit/query";
import { useAgentOssQueryProxyOverviewQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { LineChart } from "@agent-portal/ui-kit/components/line-chart";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LIVE_METRICS, formatMetric, isLiveMetricType } from "#shared/live-data/live-metrics.ts";
import { MetricLinks } from "#shared/live-data/metric-links.tsx";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { RangeBar } from "#shared/live-data/range-bar.tsx";
import { NotFound } from "#shared/not-found/not-found.tsx";
import { PROXY_SORTABLE, PROXY_SPEC, backQuery } from "./proxy-live-params.ts";

/**
 * proxy-detail/{type} of live data (SPEC section 2, LiveDataProxyDetail; issue 20): one
 * sub-agency's figure `type` (a metric slug) per day over the range (agentOss
 * queryProxyOverview), as a chart with its data table, with the sub-agency's totals; the
 * sub-agency, range and the proxyLive view to return to come in the URL (`proxy`, `from`, `to`,
 * `back`). An unknown `type` is NotFound (issue 20).
 */
export default function ProxyDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { type } = useParams();
  const list = useListState(PROXY_SPEC, PROXY_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const query = useAgentOssQueryProxyOverviewQuery(list.values.proxy === "" ? skipToken : { proxyUid: list.values.proxy, ...rangeSeconds(range) });
  if (!isLiveMetricType(type)) return <NotFound />;
  const field = LIVE_METRICS[type].field;
  const name = t(`broadcaster.liveMetric.${type}.name`);
  const here = (other: string) =>
    `${pathOf("LiveDataProxyDetail", { type: other })}?${new URLSearchParams({ proxy: list.values.proxy, from: range.from, to: range.to, back: list.values.back }).toString()}`;

  return (
    <section aria-label={t("route.LiveDataProxyDetail")} className="flex flex-col gap-4">
      <Link to={`${pathOf("LiveDataProxyLive")}${backQuery(list.values.back)}`} className="text-sm text-brand-700 hover:underline">
        {t("dataCenter.live.backToSubAgencies")}
      </Link>
      <RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />
      <MetricLinks current={type} hrefOf={here} />
      <QueryView query={query} lines={6}>
        {(answer) => (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
            <p className="text-sm text-fg" data-testid="proxy-detail-total">
              <bdi className="font-semibold">{answer.proxy.name}</bdi> · {t("broadcaster.live.totalOf", { metric: name })}: {formatMetric(type, answer.proxy[field], format)}
            </p>
            <LineChart
              title={t("broadcaster.live.chartTitle", { metric: name })}
              description={t("broadcaster.live.chartDescription", {
                from: format.date(`${range.from}T00:00:00Z`, { timeZone: "UTC" }),
                to: format.date(`${range.to}T00:00:00Z`, { timeZone: "UTC" }),
              })}
              categoryLabel={t("broadcaster.live.day")}
              categories={[...answer.list].reverse().map((row) => format.date(`${row.day}T00:00:00Z`, { timeZone: "UTC" }))}
              series={[{ key: type, label: name, values: [...answer.list].reverse().map((row) => row[field]) }]}
              formatValue={(value) => formatMetric(type, value, format)}
              showTable
              emptyText={t("broadcaster.live.noData")}
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}
