import { useAgentOssOverviewQuery, useAgentOssProxyListQuery, useAgentOssSumProxyQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DescriptionList } from "@agent-portal/ui-kit/components/description-list";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import { rangeOf, rangeSeconds } from "#shared/live-data/live-range.ts";
import { RangeBar } from "#shared/live-data/range-bar.tsx";
import { proxyColumns } from "./proxy-columns.tsx";
import { PROXY_SORTABLE, PROXY_SPEC, shareOf } from "./proxy-live-params.ts";

/**
 * The proxyLive tab of live data (SPEC section 2, LiveDataProxyLive `/data-center/live-data/proxyLive`;
 * issue 20): the sub-agencies with their figures for the range (agentOss proxyList, most beans
 * first, paged), each one's share of the agency's beans (agentOss overview) and commission of the
 * range's last month (brokerageBackend proxyBenefitByType), and the totals over all sub-agencies
 * from the server (agentOss sumProxy), not of the page. A row opens proxy-detail/{type} with the
 * range and this view (page, filters) carried in the URL, so its way back returns here as it was.
 */
export default function ProxyLiveTabPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  const list = useListState(PROXY_SPEC, PROXY_SORTABLE);
  const config = useLiveDataConfigQuery();
  const range = rangeOf(list.values.from, list.values.to, config.data?.maxDay);
  const seconds = rangeSeconds(range);
  const view = useListQuery(useAgentOssProxyListQuery({ ...seconds, page: list.values.page, pageSize: list.values.size }));
  const overview = useAgentOssOverviewQuery(seconds);
  const sum = useAgentOssSumProxyQuery(seconds);
  const agencyBeans = overview.data?.current.beans;
  const columns = useMemo(
    () =>
      proxyColumns(t, format, {
        agencyBeans,
        month: range.to.slice(0, 7),
        detailQuery: (proxyUid) => `?${new URLSearchParams({ proxy: proxyUid, from: range.from, to: range.to, back: location.search }).toString()}`,
      }),
    [t, format, agencyBeans, range.from, range.to, location.search],
  );
  const totalShare = sum.data === undefined || agencyBeans === undefined ? null : shareOf(sum.data.total.beans, agencyBeans);

  return (
    <ListPage label={t("route.LiveDataProxyLive")} filters={<RangeBar range={range} config={config.data} onChange={(from, to) => list.update({ from, to })} />}>
      <ListTable
        caption={t("route.LiveDataProxyLive")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.proxyUid}
        exportFileName={false}
        emptyTitle={t("dataCenter.live.noSubAgencies")}
      />
      {sum.data && (
        <section aria-label={t("dataCenter.live.allSubAgencies")} className="rounded-lg border border-border bg-surface p-4" data-testid="proxy-totals">
          <h2 className="mb-2 text-sm font-semibold text-fg">{t("dataCenter.live.allSubAgencies")}</h2>
          <DescriptionList
            columns={3}
            items={[
              { term: t("dataCenter.live.subAgencyCount"), description: format.number(sum.data.proxyCount) },
              { term: t("broadcaster.liveMetric.beans.name"), description: formatMetric("beans", sum.data.total.beans, format) },
              { term: t("dataCenter.live.share"), description: totalShare === null ? "—" : format.percent(totalShare, 1) },
              { term: t("broadcaster.liveMetric.duration.name"), description: formatMetric("duration", sum.data.total.liveDuration, format) },
              { term: t("broadcaster.liveMetric.valid-days.name"), description: formatMetric("valid-days", sum.data.total.validLiveDays, format) },
              { term: t("broadcaster.liveMetric.income.name"), description: formatMetric("income", sum.data.total.incomeCents, format) },
            ]}
          />
        </section>
      )}
    </ListPage>
  );
}
