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
import { MONTH_ROW_HEIGHT, monthColumns } from "#pages/data-center/broadcaster-stats/month-columns.tsx";
import { MONTH_SORTABLE, MONTH_SPEC, chosenMonth, lastDayOf, monthExportRequest, monthListRequest, monthOptions } from "#pages/data-center/broadcaster-stats/month-params.ts";
import { RangeTotals } from "#pages/data-center/broadcaster-stats/range-totals.tsx";
import { TierRules } from "#pages/data-center/broadcaster-stats/tier-rules.tsx";
import { DataAsOf } from "#pages/data-center/shared/data-as-of.tsx";
import { AgencyField } from "./agency-field.tsx";
import { regionRowId, withAgencyColumn } from "./region-columns.tsx";
import { NoRegionAccess, RegionField, isOutsideScope, useRegionChoice } from "./region-choice.tsx";
import { agencyParam, areaExportFileName, areaExportOf, areaParam } from "./region-params.ts";
import { MonthField } from "#pages/data-center/shared/month-field.tsx";

const COLUMN_IDS = ["rank", "broadcaster", "agency", "liveDuration", "validLiveDays", "beans", "tier", "progress", "projectedTier"] as const;
/** The month tab's URL: the agency tab's (month, Bigo ID, page) with the region and agency. */
const SPEC = { ...MONTH_SPEC, area: areaParam(), agency: agencyParam() };

/**
 * Region broadcaster stats, month (SPEC section 2, RegionBroadcasterStatsMonth, OperatorStat 7;
 * issue 20 item 4): the broadcasters of a region's agencies the user's scope covers over a month
 * (UTC+0), each with their agency, the tier reached (every requirement met), progress to the next
 * tier with its month-end projection and what is missing; totals over every row; the export is the
 * server's file of the same region, month, agency and Bigo ID (area exportUrl, tab `tiers`).
 * Region, month, agency, Bigo ID and page live in the URL.
 */
export default function RegionMonthPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(SPEC, MONTH_SORTABLE);
  const { regions, region } = useRegionChoice(list.values.area);
  const area = region?.shortName ?? null;
  const config = useLiveDataConfigQuery();
  const options = useMemo(() => (config.data ? monthOptions(config.data.minDay, config.data.maxDay) : []), [config.data]);
  const month = chosenMonth(list.values, options);
  const agencyUid = list.values.agency;
  const request = useMemo(() => {
    const base = monthListRequest(list.values, month);
    return base === null || area === null ? null : { ...base, area, ...(agencyUid === "" ? {} : { agencyUid }) };
  }, [list.values, month, area, agencyUid]);
  const query = useAreaLiveOrderQuery(request ?? skipToken);
  const fetched = useListQuery(query);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => areaExportOf(monthExportRequest(list.values, month), "tiers", area, agencyUid), [list.values, month, area, agencyUid]);
  const exporter = useServerExport(useLazyAreaExportUrlQuery(), exportRequest, areaExportFileName("broadcaster-stats-month", area, month ?? "none"));
  const [visibility, setVisibility] = useColumnVisibility("region-stats-month", COLUMN_IDS);
  const columns = useMemo(() => withAgencyColumn(t, monthColumns(t, format)), [t, format]);
  const answer = query.isError ? undefined : query.currentData;
  const filtered = list.values.bigo !== "" || agencyUid !== "";
  const refused = region === null || isOutsideScope(query.error);
  const monthRange = month === null ? null : { from: `${month}-01`, to: lastDayOf(month) };

  return (
    <ListPage
      label={t("route.RegionBroadcasterStatsMonth")}
      filters={
        <FilterBar
          label={t("region.filters")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", agency: "" });
          }}
        >
          <RegionField regions={regions} region={region} onChange={(value) => list.update({ area: value, agency: "" })} />
          {monthRange === null ? null : <AgencyField area={area} range={monthRange} value={agencyUid} onChange={(value) => list.update({ agency: value })} />}
          <MonthField options={options} month={month} onChange={(value) => list.update({ month: value })} />
          <BigoIdField filter={bigo} />
        </FilterBar>
      }
      actions={refused ? null : <ServerExportButton exporter={exporter} />}
      summary={answer ? <DataAsOf day={answer.asOfDay} inProgress={month !== null && answer.elapsedDays < Number(lastDayOf(month).slice(8))} /> : null}
    >
      {refused ? (
        <NoRegionAccess />
      ) : (
        <>
          {answer ? <RangeTotals totals={answer.totals} count={answer.total} format={format} /> : null}
          <ListTable
            caption={t("route.RegionBroadcasterStatsMonth")}
            columns={columns}
            view={request === null && month !== null ? NOT_SENT_VIEW : fetched}
            state={list.table}
            getRowId={regionRowId}
            rowHeight={MONTH_ROW_HEIGHT}
            columnVisibility={visibility}
            onColumnVisibilityChange={setVisibility}
            exportFileName={false}
            emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("region.emptyMonth")}
          />
          {answer ? <TierRules rules={answer.tierRules} format={format} /> : null}
        </>
      )}
    </ListPage>
  );
}
