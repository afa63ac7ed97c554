import type { graphSchema } from "@agent-portal/api-client/contract/live-data-shared";
import type { PageQueryResult } from "@agent-portal/app-runtime/list/use-list-query";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { LineChart } from "@agent-portal/ui-kit/components/line-chart";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import type { ReportRange } from "#pages/data-center/shared/report-range.ts";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS, formatMetric } from "#shared/live-data/live-metrics.ts";
import type { MetricFigures } from "#shared/live-data/metric-columns.ts";
import { metricText } from "#shared/live-data/metric-columns.ts";
import type { FamilyView } from "./family-range.ts";
import { FAMILY_VIEWS } from "./family-range.ts";

/** Props of {@link FamilyViewTabs}. */
export interface FamilyViewTabsProps {
  /** The view shown (the URL's `view`). */
  readonly view: FamilyView;
  readonly onChange: (view: FamilyView) => void;
  /** The shown view's content. */
  readonly children: ReactNode;
}

/** The views of a family report (by day, by month, graph) as in-page tabs (arrow keys move between them); only the shown view's content renders. */
export function FamilyViewTabs({ view, onChange, children }: FamilyViewTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs value={view} onValueChange={(value) => onChange(FAMILY_VIEWS.find((candidate) => candidate === value) ?? "day")}>
      <TabsList aria-label={t("dataCenter.family.views")}>
        {FAMILY_VIEWS.map((candidate) => (
          <TabsTrigger key={candidate} value={candidate}>
            {t(`dataCenter.family.view.${candidate}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={view} className="flex flex-col gap-4 pt-4">
        {children}
      </TabsContent>
    </Tabs>
  );
}

/** Props of {@link GraphMetricField}. */
export interface GraphMetricFieldProps {
  /** The metrics one may plot (`familyMetrics`: income only for those who see money). */
  readonly metrics: readonly LiveMetricType[];
  readonly metric: LiveMetricType;
  readonly onChange: (metric: LiveMetricType) => void;
}

/** The graph's metric picker (the kit's Select, labelled "Metric"). */
export function GraphMetricField({ metrics, metric, onChange }: GraphMetricFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={t("broadcaster.live.metric")} className="w-56">
      {(control) => (
        <Select
          {...control}
          options={metrics.map((type) => ({ value: type, label: t(`broadcaster.liveMetric.${type}.name`) }))}
          value={metric}
          onValueChange={(value) => onChange(metrics.find((type) => type === value) ?? metric)}
        />
      )}
    </FormField>
  );
}

/** Props of {@link FamilyGraph}. */
export interface FamilyGraphProps {
  /** The metric plotted (its name and unit). */
  readonly type: LiveMetricType;
  /** The graph answer (multiRoom Graph, act67110 graphData): one point per day, Unix seconds at the day's start (UTC+0), the value in the metric's unit. */
  readonly graph: z.infer<typeof graphSchema>;
  /** The range plotted, named in the chart's description. */
  readonly range: ReportRange;
  /** The chart's title (translated); default "{metric} per day". */
  readonly title?: string;
}

/**
 * One metric per day of a family report on the kit's visx LineChart: days on the axis in the
 * active language (UTC+0), values in the metric's unit, and the same numbers as the chart's data
 * table (visually hidden; screen readers and keyboard users read it). No point: the chart's empty text.
 */
export function FamilyGraph({ type, graph, range, title }: FamilyGraphProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const name = t(`broadcaster.liveMetric.${type}.name`);
  return (
    <LineChart
      title={title ?? t("broadcaster.live.chartTitle", { metric: name })}
      description={t("broadcaster.live.chartDescription", {
        from: format.date(`${range.from}T00:00:00Z`, { timeZone: "UTC" }),
        to: format.date(`${range.to}T00:00:00Z`, { timeZone: "UTC" }),
      })}
      categoryLabel={t("broadcaster.live.day")}
      categories={graph.points.map((point) => format.date(point.time * 1000, { timeZone: "UTC" }))}
      series={[{ key: type, label: name, values: graph.points.map((point) => point.value) }]}
      formatValue={(value) => formatMetric(type, value, format)}
      emptyText={t("broadcaster.live.noData")}
    />
  );
}

/** The graph request's `metric` of a slug (the metric's field). */
export const graphMetricOf = (type: LiveMetricType) => LIVE_METRICS[type].field;

/** A month row of a family month report: the month `YYYY-MM` and every live metric (act67110 reportMonth). */
export type MetricMonthRow = { readonly month: string } & MetricFigures;

/** The month of a row `YYYY-MM` as "November 2026" in the active language (UTC+0). */
export const monthText = (format: Formatters, month: string): string => format.month(`${month}-01T00:00:00Z`, { timeZone: "UTC" });

/** The columns of a month report: the month and each metric of `types` in its unit (PK as battles and wins). */
export function metricMonthColumns<Row extends MetricMonthRow>(t: TFunction, format: Formatters, types: readonly LiveMetricType[]): DataTableColumn<Row>[] {
  return [
    { id: "month", header: t("broadcaster.live.month"), hideable: false, width: 150, accessor: (row) => monthText(format, row.month) },
    ...types.map((type, index): DataTableColumn<Row> => ({
      id: type,
      header: t(`broadcaster.liveMetric.${type}.name`),
      width: 140,
      priority: index + 1,
      align: "end",
      accessor: (row) => metricText(t, format, type, row),
    })),
  ];
}

type WholeListAnswer<Row> = { readonly list: readonly Row[] } | undefined;

/**
 * A query answering a whole list (`{ list }`, no pages: the month views) as a page query for
 * `useListQuery`: its rows are every row, its total their number (one page).
 */
export function useWholeList<Row>(
  query: Omit<PageQueryResult<Row>, "data" | "currentData"> & { readonly data?: WholeListAnswer<Row>; readonly currentData?: WholeListAnswer<Row> },
): PageQueryResult<Row> {
  const { data, currentData } = query;
  const page = useMemo(() => (data === undefined ? undefined : { list: data.list, total: data.list.length }), [data]);
  const current = useMemo(() => (currentData === undefined ? undefined : { list: currentData.list, total: currentData.list.length }), [currentData]);
  return { ...query, data: page, currentData: current };
}
