import { useLiveDataReportMonthQuery } from "@agent-portal/api-client/services/live-data-report";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { BarChart } from "@agent-portal/ui-kit/components/bar-chart";
import { useTranslation } from "react-i18next";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { monthsEnding } from "#shared/live-data/live-range.ts";

/** Months the monthly view covers, ending with the range's last month. */
export const MONTHS_SHOWN = 6;

/**
 * One broadcaster's monthly live figures (live data reportMonth, the 6 months up to the range's
 * end): beans and live hours per month, each in a bar chart of its own with its own axis (beans
 * are thousands, hours tens: on one axis the hours' bars would not show; issue 26), each with its
 * table shown (the monthly numbers are few).
 */
export function MonthSummary({ uid, lastDay }: { readonly uid: string; readonly lastDay: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useLiveDataReportMonthQuery({ uid, ...monthsEnding(lastDay, MONTHS_SHOWN) });
  return (
    <section className="flex flex-col gap-3" aria-labelledby="month-summary-title">
      <div className="flex flex-col gap-1">
        <h2 id="month-summary-title" className="text-base font-semibold text-fg">
          {t("broadcaster.live.monthTitle")}
        </h2>
        <p className="text-sm text-fg-muted">{t("broadcaster.live.monthDescription")}</p>
      </div>
      <QueryView query={query} lines={5}>
        {(report) => {
          const months = [...report.list].reverse();
          const categories = months.map((row) => format.month(`${row.month}-01T00:00:00Z`, { timeZone: "UTC" }));
          const chart = { categoryLabel: t("broadcaster.live.month"), categories, showTable: true, emptyText: t("broadcaster.live.noData") };
          const beans = t("broadcaster.liveMetric.beans.name");
          const hours = t("broadcaster.live.hours");
          return (
            <div className="grid gap-6 lg:grid-cols-2">
              <BarChart
                {...chart}
                title={t("broadcaster.live.perMonth", { metric: beans })}
                series={[{ key: "beans", label: beans, values: months.map((row) => row.beans) }]}
                formatValue={(value) => format.number(value)}
              />
              <BarChart
                {...chart}
                title={t("broadcaster.live.perMonth", { metric: hours })}
                series={[{ key: "hours", label: hours, values: months.map((row) => Math.round(row.liveDuration / 360) / 10) }]}
                formatValue={(value) => format.duration(Math.round(value * 3600))}
              />
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
