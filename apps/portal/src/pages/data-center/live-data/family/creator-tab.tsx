import type { creatorLiveOrder } from "@agent-portal/api-client/contract/live-data-multi-room";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useLazyAgentOssExportUrlQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { useCreatorAchieveLevelQuery, useCreatorLiveOrderQuery, useCreatorLivedataQuery } from "@agent-portal/api-client/services/live-data-multi-room";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { dayParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DataTable } from "@agent-portal/ui-kit/components/data-table";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import type { TFunction } from "i18next";
import { skipToken } from "@reduxjs/toolkit/query";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import type { LiveMetricType } from "#shared/live-data/live-metrics.ts";
import { metricDayColumns, metricFieldColumns } from "#shared/live-data/metric-columns.ts";
import { RangeTotals } from "#pages/data-center/broadcaster-stats/range-totals.tsx";
import { FailedLoad } from "#pages/data-center/shared/agency-overview.tsx";
import { broadcasterColumn } from "#pages/data-center/shared/broadcaster-column.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";
import type { ReportRange } from "#pages/data-center/shared/report-range.ts";
import { rangeSeconds } from "#pages/data-center/shared/report-range.ts";
import { familyMetrics } from "./family-access.ts";
import type { FamilyTabProps } from "./family-tabs.ts";
import { FamilyTotals } from "./family-totals.tsx";
import { familyFileName, useFamilyRange } from "./family-range.ts";
import { CreatorLevel } from "./creator-level.tsx";

/** One row of the creator tab (creator liveOrder): a broadcaster, their rank by beans, the range's beans, live seconds and valid days. */
export type CreatorRow = ResponseOf<typeof creatorLiveOrder>["list"][number];

/** The creator table's orders, on the server (creator liveOrder `sort`): beans (the ranking, default, most first), live time, valid days. */
export const CREATOR_SORTABLE = ["beans", "liveDuration", "validLiveDays"] as const;

/** The metrics of a creator row, in order; their fields are the sortable columns ({@link CREATOR_SORTABLE}). */
const CREATOR_METRICS = ["beans", "duration", "valid-days"] as const satisfies readonly LiveMetricType[];

/** The creator tab's URL: range `from` / `to` (days, UTC+0), page, size, sort and order, and `uid` (the broadcaster whose detail is open). */
export const CREATOR_SPEC = {
  ...listParams(CREATOR_SORTABLE, "beans", "desc"),
  from: dayParam(),
  to: dayParam(),
  uid: textParam(32),
};

/**
 * The creator table's columns: rank (by beans, whatever the order), broadcaster, the range's
 * beans, live time and valid live days (the shared metric columns: each sortable on the server, its
 * header linking to the metric's definition, desc/{type}), and a button opening the broadcaster's
 * creator level and live data.
 */
export function creatorColumns(t: TFunction, format: Formatters, onOpen: (row: CreatorRow) => void): DataTableColumn<CreatorRow>[] {
  return [
    { id: "rank", header: t("dataCenter.column.rank"), hideable: false, width: 80, align: "end", accessor: (row) => format.number(row.rank) },
    broadcasterColumn<CreatorRow>(t),
    ...metricFieldColumns(t, format, CREATOR_METRICS, { sortable: true }),
    {
      id: "detail",
      header: t("dataCenter.family.creator.detail"),
      width: 120,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) => (
        <Button variant="ghost" size="sm" aria-label={t("dataCenter.family.creator.open", { name: row.nickName })} onClick={() => onOpen(row)}>
          {t("dataCenter.family.creator.detail")}
        </Button>
      ),
    },
  ];
}

/** Props of {@link CreatorDetail}. */
export interface CreatorDetailProps {
  readonly uid: string;
  /** The broadcaster's name and Bigo ID, for the title; empty while unknown (a shared link to another page's broadcaster). */
  readonly name: string;
  readonly range: ReportRange;
  readonly metrics: readonly LiveMetricType[];
  readonly onClose: () => void;
}

/**
 * One broadcaster of the creator tab: their creator level this month (creator achieveLevel) and
 * their live data over the range (creator livedata): the server's totals and each day, newest
 * first, in the kit's table. Each part has its own loading and failed states. Its heading takes
 * the focus when it opens, so a keyboard user lands on what they opened.
 */
export function CreatorDetail({ uid, name, range, metrics, onClose }: CreatorDetailProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const level = useCreatorAchieveLevelQuery({ uid });
  const livedata = useCreatorLivedataQuery({ uid, ...rangeSeconds(range) });
  const columns = useMemo(() => metricDayColumns(t, format, metrics), [t, format, metrics]);
  const title = name === "" ? t("dataCenter.family.creator.detail") : t("dataCenter.family.creator.detailOf", { name });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-label={title} data-testid="creator-detail" className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-base font-semibold text-fg outline-none">
          {title}
        </h2>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t("common.close")}
        </Button>
      </div>
      <QueryView query={level}>{(answer) => <CreatorLevel level={answer} />}</QueryView>
      <QueryView query={livedata} lines={4}>
        {(answer) => (
          <div className="flex flex-col gap-3">
            <FamilyTotals metrics={metrics} summary={answer.summary} format={format} />
            <DataTable
              caption={t("dataCenter.family.creator.days")}
              columns={columns}
              data={answer.list}
              getRowId={(row) => row.day}
              exportFileName={false}
              labels={kit.dataTable}
              height={360}
              empty={<EmptyState className="py-6" title={t("dataCenter.family.empty")} />}
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}

/**
 * The creator tab of live data (family/creator; issue 20 item 6): the agency's broadcasters ranked
 * by beans over a range (creator liveOrder, paged and sorted on the server: beans, live time or
 * valid days, each row keeping its rank by beans), with the
 * totals over every row from the server, "data as of" the answer's last complete day (UTC+0) and
 * the server's CSV of the same range and order (agentOss exportUrl, tab `tiers`). A row opens the
 * broadcaster's creator level this month and live data over the range ({@link CreatorDetail});
 * range, sort, page and the open broadcaster (`uid`) live in the URL. Income shows only to viewers who
 * see the agency's money.
 */
export default function CreatorTab({ access }: FamilyTabProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const config = useLiveDataConfigQuery();
  const { list, range, maxDays } = useFamilyRange({ maxDay: config.data?.maxDay, maxRangeDays: config.data?.maxRangeDays }, CREATOR_SPEC, CREATOR_SORTABLE);
  const seconds = rangeSeconds(range);
  const { sort, order, page, size } = list.values;
  const query = useCreatorLiveOrderQuery(config.data === undefined ? skipToken : { ...seconds, sort, order, page, pageSize: size });
  const view = useListQuery(query);
  const exporter = useServerExport(useLazyAgentOssExportUrlQuery(), { ...seconds, tabs: ["tiers"], sort, order }, familyFileName("creator", range));
  const { update } = list;
  const columns = useMemo(() => creatorColumns(t, format, (row) => update({ uid: row.uid })), [t, format, update]);
  const metrics = useMemo(() => familyMetrics(access.income), [access.income]);
  const answer = query.isError ? undefined : query.currentData;
  const open = list.values.uid;
  const openRow = answer?.list.find((row) => row.uid === open);

  if (config.isError) return <FailedLoad error={config.error} retry={() => void config.refetch()} />;
  return (
    <ListPage
      label={t("dataCenter.family.creator.tab")}
      filters={<ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(from, to) => list.update({ from, to, page: 1 })} />}
      actions={<ServerExportButton exporter={exporter} />}
      summary={answer ? <DataAsOf day={answer.asOfDay} /> : null}
    >
      <p className="text-sm text-fg-muted">{t("dataCenter.family.creator.about")}</p>
      {answer ? <RangeTotals totals={answer.totals} count={answer.total} format={format} /> : null}
      <ListTable
        caption={t("dataCenter.family.creator.tab")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.uid}
        rowHeight={56}
        exportFileName={false}
        emptyTitle={t("dataCenter.family.creator.empty")}
      />
      {open === "" ? null : (
        <CreatorDetail
          key={open}
          uid={open}
          name={openRow === undefined ? "" : `${openRow.nickName} (${openRow.bigoId})`}
          range={range}
          metrics={metrics}
          onClose={() => list.update({ uid: "" })}
        />
      )}
    </ListPage>
  );
}
