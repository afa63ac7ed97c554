import type { act78062ReportProxy } from "@agent-portal/api-client/contract/live-data-inner";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useAgentOssProxyListQuery } from "@agent-portal/api-client/services/live-data-agent-oss";
import { useAct78062ReportProxyQuery } from "@agent-portal/api-client/services/live-data-inner";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { metricDayColumns } from "#shared/live-data/metric-columns.ts";
import { ChoiceFilter } from "#shared/list/choice-filter.tsx";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";
import { familyMetrics } from "./family-access.ts";
import type { FamilyTabProps } from "./family-tabs.ts";
import { FamilyTotals } from "./family-totals.tsx";
import { FAMILY_SORTABLE, FAMILY_SPEC, useFamilyRange } from "./family-range.ts";

type Answer = ResponseOf<typeof act78062ReportProxy>;
type Row = Answer["list"][number];

/** The tab's URL: the family range and page, and the sub-agency (`proxy`, a proxy uid; "" the first one). */
const ACT78062_SPEC = { ...FAMILY_SPEC, proxy: textParam(20) };

/**
 * The activity 78062 tab of live data (family/act78062; issue 20 item 6): one sub-agency's live
 * figures counted over activity 78062's days (act_78062_report proxy), per day over a range,
 * newest first, with the totals over the whole range from the server and "data as of" the
 * config's last complete day (UTC+0). The sub-agency is chosen among the agency's (agentOss
 * proxyList; the first by default); an agency without sub-agencies says so, and a failed list of
 * them shows its error with Try again. The call answers every
 * day at once, so the table pages it here; there is no export call for it.
 */
export default function Act78062Tab({ access }: FamilyTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const config = useLiveDataConfigQuery();
  const { list, range, maxDays } = useFamilyRange({ maxDay: config.data?.maxDay, maxRangeDays: config.data?.maxRangeDays }, ACT78062_SPEC, FAMILY_SORTABLE);
  const seconds = rangeSeconds(range);
  const proxies = useAgentOssProxyListQuery({ ...seconds, page: 1, pageSize: 100 });
  const proxyUid = list.values.proxy !== "" ? list.values.proxy : proxies.data?.list[0]?.proxyUid;
  const query = useAct78062ReportProxyQuery(config.data === undefined || proxyUid === undefined ? skipToken : { proxyUid, ...seconds });
  const { page, size } = list.values;
  const paged = useMemo(() => {
    const pageOf = (answer: Answer | undefined) => (answer === undefined ? undefined : { list: answer.list.slice((page - 1) * size, page * size), total: answer.list.length });
    return { ...query, data: pageOf(query.data), currentData: pageOf(query.currentData) };
  }, [query, page, size]);
  const view = useListQuery(paged);
  const metrics = useMemo(() => familyMetrics(access.income), [access.income]);
  const columns = useMemo(() => metricDayColumns<Row>(t, format, metrics), [t, format, metrics]);
  const answer = query.isError ? undefined : query.currentData;
  const noProxies = proxies.data !== undefined && proxies.data.list.length === 0;

  return (
    <ListPage
      label={t("dataCenter.family.act78062.tab")}
      filters={
        <div className="flex flex-wrap items-end gap-4">
          <ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(from, to) => list.update({ from, to })} />
          <ChoiceFilter
            label={t("dataCenter.live.subAgency")}
            anyLabel={t("dataCenter.family.act78062.firstSubAgency")}
            value={list.values.proxy}
            options={(proxies.data?.list ?? []).map((p) => ({ value: p.proxyUid, label: p.name }))}
            onChange={(proxy) => list.update({ proxy })}
          />
        </div>
      }
      summary={config.data ? <DataAsOf day={config.data.maxDay} /> : null}
    >
      {proxies.isError ? (
        <FailedLoad error={proxies.error} retry={() => void proxies.refetch()} />
      ) : noProxies ? (
        <p className="rounded-lg border border-border bg-surface p-6 text-center text-sm text-fg-muted">{t("dataCenter.family.act78062.noSubAgencies")}</p>
      ) : (
        <>
          {answer ? <FamilyTotals metrics={metrics} summary={answer.summary} format={format} /> : null}
          <ListTable
            caption={t("dataCenter.family.act78062.tab")}
            columns={columns}
            view={view}
            state={list.table}
            getRowId={(row) => row.day}
            exportFileName={false}
            emptyTitle={t("dataCenter.family.act78062.empty")}
          />
        </>
      )}
    </ListPage>
  );
}
