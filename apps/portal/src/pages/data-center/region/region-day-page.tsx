import { skipToken } from "@reduxjs/toolkit/query";
import { useAreaLiveOrderQuery, useLazyAreaExportUrlQuery } from "@agent-portal/api-client/services/live-data-area";
import { useLiveDataConfigQuery } from "@agent-portal/api-client/services/live-data-report";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { dayColumns } from "#pages/data-center/broadcaster-stats/day-columns.tsx";
import { HeatLegend } from "#pages/data-center/broadcaster-stats/day-heat-map.tsx";
import { DAY_SORTABLE, DAY_SPEC, dayExportRequest, dayListRequest } from "#pages/data-center/broadcaster-stats/day-params.ts";
import { RangeTotals } from "#pages/data-center/broadcaster-stats/range-totals.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { FALLBACK_MAX_RANGE_DAYS, rangeDays, reportRange } from "#pages/data-center/shared/report-range.ts";
import { AgencyField } from "./agency-field.tsx";
import { regionRowId, withAgencyColumn } from "./region-columns.tsx";
import { NoRegionAccess, RegionField, isOutsideScope, useRegionChoice } from "./region-choice.tsx";
import { agencyParam, areaExportFileName, areaExportOf, areaParam } from "./region-params.ts";
import { ReportRangeField } from "#pages/data-center/shared/report-range-field.tsx";

const COLUMN_IDS = ["broadcaster", "agency", "liveDuration", "validLiveDays", "beans", "calendar"] as const;
/** The day tab's URL: the agency tab's (range, Bigo ID, page) with the region and agency. */
const SPEC = { ...DAY_SPEC, area: areaParam(), agency: agencyParam() };

/**
 * Region broadcaster stats, day (SPEC section 2, RegionBroadcasterStatsDay, OperatorStat 7; issue
 * 20 item 4): the broadcasters of a region's agencies the user's scope covers over a range of days
 * (UTC+0, at most the config's longest range, stated), each with their agency, live time, valid
 * days, beans and days as a heat map; totals over every row; the export is the server's file of
 * one row per broadcaster per day for the same region, range, agency and Bigo ID (area exportUrl,
 * tab `days`). Region, range, agency, Bigo ID and page live in the URL; no region in scope, or a
 * region refused (43003), says "you don't have access".
 */
export default function RegionDayPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(SPEC, DAY_SORTABLE);
  const { regions, region } = useRegionChoice(list.values.area);
  const area = region?.shortName ?? null;
  const config = useLiveDataConfigQuery();
  const maxDays = config.data?.maxRangeDays ?? FALLBACK_MAX_RANGE_DAYS;
  const { from, to } = list.values;
  const lastDay = config.data?.maxDay;
  const range = useMemo(() => reportRange(from, to, lastDay, maxDays), [from, to, lastDay, maxDays]);
  const agencyUid = list.values.agency;
  const request = useMemo(() => {
    const base = dayListRequest(list.values, range);
    return base === null || area === null ? null : { ...base, area, ...(agencyUid === "" ? {} : { agencyUid }) };
  }, [list.values, range, area, agencyUid]);
  const query = useAreaLiveOrderQuery(config.data === undefined ? skipToken : (request ?? skipToken));
  const fetched = useListQuery(query);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => areaExportOf(dayExportRequest(list.values, range), "days", area, agencyUid), [list.values, range, area, agencyUid]);
  const exporter = useServerExport(useLazyAreaExportUrlQuery(), exportRequest, areaExportFileName("broadcaster-stats-day", area, `${range.from}-${range.to}`));
  const [visibility, setVisibility] = useColumnVisibility("region-stats-day", COLUMN_IDS);
  const days = rangeDays(range);
  const columns = useMemo(() => withAgencyColumn(t, dayColumns(t, format, days)), [t, format, days]);
  const answer = query.isError ? undefined : query.currentData;
  const filtered = list.values.bigo !== "" || agencyUid !== "";
  const refused = region === null || isOutsideScope(query.error);

  return (
    <ListPage
      label={t("route.RegionBroadcasterStatsDay")}
      filters={
        <FilterBar
          label={t("region.filters")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", agency: "", from: null, to: null });
          }}
        >
          <RegionField regions={regions} region={region} onChange={(value) => list.update({ area: value, agency: "" })} />
          <AgencyField area={area} range={range} value={agencyUid} onChange={(value) => list.update({ agency: value })} />
          <ReportRangeField range={range} maxDays={maxDays} lastDay={config.data?.maxDay} onChange={(start, end) => list.update({ from: start, to: end })} />
          <BigoIdField filter={bigo} />
        </FilterBar>
      }
      actions={refused ? null : <ServerExportButton exporter={exporter} />}
      summary={answer ? <DataAsOf day={answer.asOfDay} /> : null}
    >
      {refused ? (
        <NoRegionAccess />
      ) : (
        <>
          {answer ? <RangeTotals totals={answer.totals} count={answer.total} format={format} /> : null}
          <HeatLegend t={t} />
          <ListTable
            caption={t("route.RegionBroadcasterStatsDay")}
            columns={columns}
            view={request === null ? NOT_SENT_VIEW : fetched}
            state={list.table}
            getRowId={regionRowId}
            columnVisibility={visibility}
            onColumnVisibilityChange={setVisibility}
            exportFileName={false}
            emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("region.emptyDays")}
          />
        </>
      )}
    </ListPage>
  );
}
