import { skipToken } from "@reduxjs/toolkit/query";
import { ViolationType } from "@agent-portal/api-client/enums";
import { useGetAuditRecordListQuery } from "@agent-portal/api-client/services/security-center";
import { useLazyExportAuditRecordListQuery } from "@agent-portal/api-client/services/security-center-overview";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { VIOLATION_COLUMN_IDS, violationColumns } from "./violations-columns.tsx";
import { VIOLATION_SORTABLE, VIOLATION_SPEC, hasViolationFilters, violationExportRequest, violationListRequest, violationRange } from "./violations-params.ts";

/**
 * Guild security, violations tab (GuildSecurityViolations, `/guild/security/violations`;
 * AgencyGuildSecurity 21): the violation records of the agency's broadcasters (GetAuditRecordList)
 * in a range of UTC days (default the last 30), newest first: time, broadcaster (opening their
 * live data for the same range), class, rule, what happened, penalty, evidence, and who acted;
 * filters in the URL and the filtered set exported on the server (ExportAuditRecordList).
 */
export default function GuildSecurityViolationsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(VIOLATION_SPEC, VIOLATION_SORTABLE);
  const request = useMemo(() => violationListRequest(list.values), [list.values]);
  const fetched = useListQuery(useGetAuditRecordListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => violationExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportAuditRecordListQuery(), exportRequest, "security-violations.csv");
  const [visibility, setVisibility] = useColumnVisibility("guild-security-violations", VIOLATION_COLUMN_IDS);
  const range = useMemo(() => violationRange(list.values), [list.values]);
  const columns = useMemo(() => violationColumns(t, format, range), [t, format, range]);
  const filtered = hasViolationFilters(list.values);

  return (
    <ListPage
      label={t("guild.violations.list")}
      summary={<span>{t("guild.violations.rangeUtc", { from: range.from, to: range.to })}</span>}
      filters={
        <FilterBar
          label={t("guild.violations.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", cls: null, from: null, to: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <EnumFilter
            label={t("guild.security.column.violation")}
            value={list.values.cls}
            values={Object.values(ViolationType)}
            labelOf={(v) => t(`guild.security.violationType.${String(v)}`)}
            onChange={(cls) => list.update({ cls })}
          />
          <DayRangeField label={t("guild.violations.range")} from={range.from} to={range.to} onChange={(from, to) => list.update({ from, to })} />
        </FilterBar>
      }
      actions={<ServerExportButton exporter={exporter} />}
    >
      <ListTable
        caption={t("guild.violations.list")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.record_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("guild.violations.empty")}
      />
    </ListPage>
  );
}
