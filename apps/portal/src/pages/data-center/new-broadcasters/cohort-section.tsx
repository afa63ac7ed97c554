import { useNewAnchorCohortQuery } from "@agent-portal/api-client/services/live-data-new-anchor-cohort";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { LineChart } from "@agent-portal/ui-kit/components/line-chart";
import { RadioGroup } from "@agent-portal/ui-kit/components/radio-group";
import { useTranslation } from "react-i18next";
import { formatMetric } from "#shared/live-data/live-metrics.ts";
import type { Cohort } from "./params.ts";

/** Cohorts the retention chart draws (the newest; the table lists all). */
const CHART_COHORTS = 6;

/** A cohort's retention in week `k` (0-based) as a share of its size; null for a week not yet begun or an empty cohort. */
export function retentionShare(cohort: Cohort, k: number): number | null {
  const kept = cohort.retention[k];
  return kept === undefined || cohort.size === 0 ? null : kept / cohort.size;
}

/** Props of {@link CohortSection}. */
export interface CohortSectionProps {
  /** Cohort length, from the URL. */
  readonly period: "week" | "month";
  readonly onPeriodChange: (period: "week" | "month") => void;
}

/**
 * The manager screen's cohorts (issue 20, item 3; live data `new_anchor/cohort`): the new
 * broadcasters grouped by join week or month, each with its size, beans, live time and how many
 * meet the target, and its weekly retention (the share live on a valid day in each week since
 * joining; "—" for weeks not yet begun), as a table and, for the newest cohorts, a chart.
 */
export function CohortSection({ period, onPeriodChange }: CohortSectionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useNewAnchorCohortQuery({ period });
  const cohortName = (cohort: Cohort) =>
    period === "week"
      ? t("dataCenter.newAnchors.weekOf", { day: format.date(`${cohort.start}T00:00:00Z`, { timeZone: "UTC" }) })
      : format.month(`${cohort.start}T00:00:00Z`, { timeZone: "UTC" });

  return (
    <section aria-labelledby="cohorts-title" className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cohorts-title" className="text-base font-semibold text-fg">
          {t("dataCenter.newAnchors.cohorts")}
        </h2>
        <RadioGroup
          aria-label={t("dataCenter.newAnchors.cohortBy")}
          orientation="horizontal"
          value={period}
          onValueChange={(value) => onPeriodChange(value === "month" ? "month" : "week")}
          options={[
            { value: "week", label: t("dataCenter.newAnchors.byWeek") },
            { value: "month", label: t("dataCenter.newAnchors.byMonth") },
          ]}
        />
      </div>
      <QueryView query={query} lines={5} isEmpty={(answer) => answer.list.length === 0} emptyTitle={t("dataCenter.newAnchors.noCohorts")}>
        {(answer) => {
          const weeks = Math.max(0, ...answer.list.map((cohort) => cohort.retention.length));
          const weekLabels = Array.from({ length: weeks }, (_, k) => t("dataCenter.newAnchors.weekN", { n: format.number(k + 1) }));
          const shown = answer.list.slice(0, CHART_COHORTS);
          return (
            <>
              <div
                role="region"
                aria-label={t("dataCenter.newAnchors.cohorts")}
                // Focusable so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable), as the ui-kit's data table.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <table className="min-w-full text-sm" data-testid="cohort-table">
                  <caption className="sr-only">{t("dataCenter.newAnchors.cohorts")}</caption>
                  <thead>
                    <tr className="border-b border-border text-start text-fg-muted">
                      {[
                        t("dataCenter.newAnchors.cohort"),
                        t("dataCenter.live.newAnchors"),
                        t("dataCenter.newAnchors.qualified"),
                        t("broadcaster.liveMetric.beans.name"),
                        ...weekLabels,
                      ].map((label, index) => (
                        <th key={label} scope="col" className={`px-2 py-1 font-medium ${index === 0 ? "text-start" : "text-end"}`}>
                          {label}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {answer.list.map((cohort) => (
                      <tr key={cohort.start} className="border-b border-border last:border-0">
                        <th scope="row" className="px-2 py-1 text-start font-normal">
                          {cohortName(cohort)}
                        </th>
                        <td className="px-2 py-1 text-end">{format.number(cohort.size)}</td>
                        <td className="px-2 py-1 text-end">{format.number(cohort.qualifiedCount)}</td>
                        <td className="px-2 py-1 text-end">{formatMetric("beans", cohort.beans, format)}</td>
                        {weekLabels.map((label, k) => {
                          const share = retentionShare(cohort, k);
                          return (
                            <td key={label} className="px-2 py-1 text-end tabular-nums">
                              {share === null ? "—" : format.percent(share, 0)}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <LineChart
                title={t("dataCenter.newAnchors.retentionChart")}
                description={t("dataCenter.newAnchors.retentionChartDescription")}
                categoryLabel={t("dataCenter.newAnchors.weekSinceJoining")}
                categories={weekLabels}
                series={shown.map((cohort) => ({ key: cohort.start, label: cohortName(cohort), values: weekLabels.map((_, k) => retentionShare(cohort, k)) }))}
                formatValue={(value) => format.percent(value, 0)}
                showTable
                emptyText={t("dataCenter.newAnchors.noCohorts")}
              />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
