import type { PageQueryResult } from "@agent-portal/app-runtime/list/use-list-query";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@agent-portal/ui-kit/components/tabs";
import { useMemo } from "react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { LIVE_METRICS } from "#shared/live-data/live-metrics.ts";
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

/** The graph request's `metric` of a slug (the metric's field). */
export const graphMetricOf = (type: LiveMetricType) => LIVE_METRICS[type].field;

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
