import type { act67110ReportDay } from "@agent-portal/api-client/contract/live-data-act67110";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useAct67110ConfigQuery, useAct67110ReportDayQuery, useLazyAct67110ExportUrlQuery } from "@agent-portal/api-client/services/live-data-act67110";
import { LiveDataType } from "@agent-portal/api-client/enums";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { metricDayColumns } from "#shared/live-data/metric-columns.ts";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";
import { familyMetrics } from "./family-access.ts";
import type { FamilyTabProps } from "./family-tabs.ts";
import { FamilyTotals } from "./family-totals.tsx";
import { FAMILY_SPEC, familyFileName, useFamilyRange } from "./family-range.ts";

type Row = ResponseOf<typeof act67110ReportDay>["list"][number];

/**
 * The activity 67110 tab of live data (family/act67110; issue 20 item 6): the agency's live figures
 * counted over the activity's sessions only, per day over a range within the activity's data
 * (act67110 config: first and last day, longest range), newest first and paged; the totals over
 * the whole range from the server; "data as of" the activity's last complete day (UTC+0); the
 * server's CSV of the same range (act67110 exportUrl). Days outside the activity have no row.
 * Income shows only to viewers who see the agency's money.
 */
export default function Act67110Tab({ access }: FamilyTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const config = useAct67110ConfigQuery();
  const { list, range, maxDays } = useFamilyRange({ maxDay: config.data?.maxDay, maxRangeDays: config.data?.maxRangeDays }, FAMILY_SPEC);
  const seconds = rangeSeconds(range);
  const query = useAct67110ReportDayQuery(config.data === undefined ? skipToken : { ...seconds, page: list.values.page, pageSize: list.values.size });
  const view = useListQuery(query);
  const exporter = useServerExport(useLazyAct67110ExportUrlQuery(), { ...seconds, dataType: LiveDataType.Day }, familyFileName("activity-67110", range));
  const metrics = useMemo(() => familyMetrics(access.income), [access.income]);
  const columns = useMemo(() => metricDayColumns<Row>(t, format, metrics), [t, format, metrics]);
  const answer = query.isError ? undefined : query.currentData;

  if (config.isError) return <FailedLoad error={config.error} retry={() => void config.refetch()} />;
  return (
    <ListPage
      label={t("dataCenter.family.act67110.tab")}
      filters={<ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(from, to) => list.update({ from, to })} />}
      actions={<ServerExportButton exporter={exporter} />}
      summary={config.data ? <DataAsOf day={config.data.maxDay} /> : null}
    >
      <p className="text-sm text-fg-muted">{t("dataCenter.family.act67110.about")}</p>
      {answer ? <FamilyTotals metrics={metrics} summary={answer.summary} format={format} /> : null}
      <ListTable
        caption={t("dataCenter.family.act67110.tab")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.day}
        exportFileName={false}
        emptyTitle={t("dataCenter.family.act67110.empty")}
      />
    </ListPage>
  );
}
