import { useLiveDataReportMonthQuery } from "@agent-portal/api-client/services/live-data-report";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { BarChart } from "@agent-portal/ui-kit/components/bar-chart";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { monthsEnding } from "./live-range.ts";

/** Months the monthly view covers, ending with the range's last month. */
export const MONTHS_SHOWN = 6;

/**
 * One broadcaster's monthly live figures (live data reportMonth, the 6 months up to the range's
 * end): beans and live hours per month as a bar chart with its table shown (the monthly numbers
 * are few, so the table is visible).
 */
export function MonthSummary({ uid, lastDay }: { readonly uid: string; readonly lastDay: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useLiveDataReportMonthQuery({ uid, ...monthsEnding(lastDay, MONTHS_SHOWN) });
  return (
    <QueryView query={query} lines={5}>
      {(report) => {
        const months = [...report.list].reverse();
        return (
          <BarChart
            title={t("broadcaster.live.monthTitle")}
            description={t("broadcaster.live.monthDescription")}
            categoryLabel={t("broadcaster.live.month")}
            categories={months.map((row) => format.month(`${row.month}-01T00:00:00Z`, { timeZone: "UTC" }))}
            series={[
              { key: "beans", label: t("broadcaster.liveMetric.beans.name"), values: months.map((row) => row.beans) },
              { key: "hours", label: t("broadcaster.live.hours"), values: months.map((row) => Math.round(row.liveDuration / 360) / 10) },
            ]}
            formatValue={(value) => format.number(value)}
            showTable
            emptyText={t("broadcaster.live.noData")}
          />
        );
      }}
    </QueryView>
  );
}
