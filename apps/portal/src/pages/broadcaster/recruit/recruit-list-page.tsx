import { skipToken } from "@reduxjs/toolkit/query";
import { useLazyExportRecruitRecordQuery, useQryRecruitRecordQuery } from "@agent-portal/api-client/services/recruit-anchor";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { recruitColumns } from "./recruit-columns.tsx";
import { RECRUIT_LIST_SPEC, RECRUIT_SORTABLE, hasRecruitFilters, recruitExportRequest, recruitListRequest } from "./recruit-params.ts";
import { RECRUIT_STATUSES } from "./recruit-status.ts";

const ANY = "any";
const COLUMN_IDS = ["name", "bigoId", "status", "submitType", "submitter", "created", "updated", "reason", "actions"] as const;

/**
 * The recruit records (SPEC section 2, RecruitList; issue 7): the agency's recruitments newest
 * first (recruit anchor QryRecruitRecord), filtered by status, Bigo ID and creation day, paged on
 * the server with the view in the URL; export of the filtered records as the server's CSV
 * (ExportRecruitRecord), the list's one export; a new recruitment (edit/new); each row links to what its status allows.
 */
export default function RecruitListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(RECRUIT_LIST_SPEC, RECRUIT_SORTABLE);
  const request = useMemo(() => recruitListRequest(list.values), [list.values]);
  const query = useQryRecruitRecordQuery(request ?? skipToken);
  const fetched = useListQuery(query);
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => recruitExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyExportRecruitRecordQuery(), exportRequest, "recruit-records.csv");
  const [visibility, setVisibility] = useColumnVisibility("recruit-list", COLUMN_IDS);
  const columns = useMemo(() => recruitColumns(t, format), [t, format]);
  const statusOptions = [
    { value: ANY, label: t("broadcaster.recruit.anyStatus") },
    ...RECRUIT_STATUSES.map((status) => ({ value: String(status), label: t(`broadcaster.recruitStatus.${String(status)}`) })),
  ];
  const filtered = hasRecruitFilters(list.values);

  return (
    <ListPage
      label={t("route.RecruitList")}
      filters={
        <FilterBar
          label={t("broadcaster.recruit.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ status: null, bigo: "", from: null, to: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <FormField label={t("broadcaster.recruit.column.status")} className="w-56">
            {(control) => (
              <Select
                {...control}
                options={statusOptions}
                value={list.values.status === null ? ANY : String(list.values.status)}
                onValueChange={(value) => list.update({ status: RECRUIT_LIST_SPEC.status.parse([value]) })}
              />
            )}
          </FormField>
          <DayRangeField label={t("broadcaster.recruit.created")} from={list.values.from} to={list.values.to} onChange={(from, to) => list.update({ from, to })} />
        </FilterBar>
      }
      actions={
        <>
          <ServerExportButton exporter={exporter} />
          <Link to={pathOf("AnchorInfoEdit", { id: "new" })} className={buttonVariants({ size: "sm" })}>
            <Plus aria-hidden="true" />
            {t("broadcaster.recruit.new")}
          </Link>
        </>
      }
    >
      <ListTable
        caption={t("route.RecruitList")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.recruit_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("broadcaster.recruit.emptyFiltered") : t("broadcaster.recruit.empty")}
      />
    </ListPage>
  );
}
