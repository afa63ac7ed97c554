import { skipToken } from "@reduxjs/toolkit/query";
import { useAreaAgencyRankQuery, useLazyAreaExportUrlQuery } from "@agent-portal/api-client/services/live-data-area";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { dayParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { comparisonName } from "#pages/data-center/shared/named-comparison.ts";
import { FALLBACK_MAX_RANGE_DAYS, rangeSeconds, reportRange } from "#pages/data-center/shared/report-range.ts";
import { agencyColumns } from "./agency-columns.tsx";
import { NoRegionAccess, RegionField, isOutsideScope, useRegionChoice } from "./region-choice.tsx";
import { areaExportFileName, areaParam } from "./region-params.ts";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";

const SORTABLE = ["rank"] as const;
const COLUMN_IDS = ["rank", "rankChange", "agency", "beans", "liveDuration", "validLiveDays", "liveAnchors"] as const;
/** The agency-data tab's URL: region, range (UTC+0 days), page and size; the ranking is by beans. */
const SPEC = { ...listParams(SORTABLE, "rank", "asc"), area: areaParam(), from: dayParam(), to: dayParam() };

/**
 * Region agency data (SPEC section 2, RegionBroadcasterStatsAgencyData, OperatorStat 7; issue 20
 * item 4): the region's agencies of the user's scope ranked by beans over a range (UTC+0), each with
 * its change of place against the previous range of the same length, named with its dates; totals
 * over every agency; the export is the server's file of the same ranking (area exportUrl, tab
 * `agencies`). Region, range and page live in the URL.
 */
export default function AgencyDataPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(SPEC, SORTABLE);
  const { regions, region } = useRegionChoice(list.values.area);
  const area = region?.shortName ?? null;
  const config = useLiveDataConfigQuery();
  const maxDays = config.data?.maxRangeDays ?? FALLBACK_MAX_RANGE_DAYS;
  const { from, to } = list.values;
  const lastDay = config.data?.maxDay;
  const range = useMemo(() => reportRange(from, to, lastDay, maxDays), [from, to, lastDay, maxDays]);
  const request = area === null || config.data === undefined ? null : { area, ...rangeSeconds(range), page: list.values.page, pageSize: list.values.size };
  const query = useAreaAgencyRankQuery(request ?? skipToken);
  const view = useListQuery(query);
  const exportRequest = area === null ? null : { area, tab: "agencies" as const, ...rangeSeconds(range) };
  const exporter = useServerExport(useLazyAreaExportUrlQuery(), exportRequest, areaExportFileName("agency-data", area, `${range.from}-${range.to}`));
  const comparison = comparisonName(t, format, range);
  const columns = useMemo(() => agencyColumns(t, format, comparison), [t, format, comparison]);
  const [visibility, setVisibility] = useColumnVisibility("region-agency-data", COLUMN_IDS);
  const answer = query.isError ? undefined : query.currentData;
  const refused = region === null || isOutsideScope(query.error);

  return (
    <ListPage
      label={t("route.RegionBroadcasterStatsAgencyData")}
      filters={
        <FilterBar label={t("region.filters")} active={from !== null} onReset={() => list.update({ from: null, to: null })}>
          <RegionField regions={regions} region={region} onChange={(value) => list.update({ area: value })} />
          <ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(start, end) => list.update({ from: start, to: end })} />
        </FilterBar>
      }
      actions={refused ? null : <ServerExportButton exporter={exporter} />}
      summary={answer ? <DataAsOf day={answer.asOfDay} /> : null}
    >
      {refused ? (
        <NoRegionAccess />
      ) : (
        <>
          <p className="text-sm text-fg-muted" data-testid="rank-comparison">
            {t("region.rank.comparedWith", { comparison })}
          </p>
          {answer ? (
            <p className="text-sm" data-testid="agency-totals">
              {t("region.totals", {
                count: format.number(answer.total),
                beans: format.beans(answer.totals.beans),
                live: format.duration(answer.totals.liveDuration),
                valid: format.number(answer.totals.validLiveDays),
                anchors: format.number(answer.totals.liveAnchors),
              })}
            </p>
          ) : null}
          <ListTable
            caption={t("route.RegionBroadcasterStatsAgencyData")}
            columns={columns}
            view={view}
            state={list.table}
            getRowId={(row) => row.agencyUid}
            columnVisibility={visibility}
            onColumnVisibilityChange={setVisibility}
            exportFileName={false}
            emptyTitle={t("region.emptyAgencies")}
          />
        </>
      )}
    </ListPage>
  );
}
