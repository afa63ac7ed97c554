import { skipToken } from "@reduxjs/toolkit/query";
import { useAct75352RoundRecordPageQuery } from "@agent-portal/api-client/services/act75352";
import { useLazyAct75352RoundExportQuery } from "@agent-portal/api-client/services/act75352-actions";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { RecordFilters } from "./record-filters.tsx";
import { RangeSummary } from "./record-view.tsx";
import type { RECORD_SPEC, RoundRecord } from "./result-params.ts";
import { hasRecordFilters, recordFilters, roundRecordRequest } from "./result-params.ts";

/** Props of {@link RoundRecordList}. */
export interface RoundRecordListProps {
  readonly list: ListState<typeof RECORD_SPEC>;
  /** The list's name (its region and its table's caption). */
  readonly caption: string;
  readonly columns: readonly DataTableColumn<RoundRecord>[];
  /** The column visibility's storage key and the hideable column ids. */
  readonly columnsKey: string;
  readonly columnIds: readonly string[];
  /** The exported file's name, naming the screen. */
  readonly fileName: string;
  /** What an empty list says when no filter is set. */
  readonly emptyText: string;
}

/**
 * A round-record list of the result tabs (round_record_page, page paging): the record filters,
 * the registration range named above the table, and the filtered set exported on the server
 * (round_export, the same filters). Nothing is sent while the Bigo ID cannot exist.
 */
export function RoundRecordList({ list, caption, columns, columnsKey, columnIds, fileName, emptyText }: RoundRecordListProps) {
  const { t } = useTranslation();
  const request = useMemo(() => roundRecordRequest(list.values), [list.values]);
  const fetched = useListQuery(useAct75352RoundRecordPageQuery(request ?? skipToken));
  const view = request === null ? (NOT_SENT_VIEW as typeof fetched) : fetched;
  const exporter = useServerExport(
    useLazyAct75352RoundExportQuery(),
    useMemo(() => recordFilters(list.values), [list.values]),
    fileName,
  );
  const [visibility, setVisibility] = useColumnVisibility(columnsKey, columnIds);
  return (
    <ListPage label={caption} summary={<RangeSummary values={list.values} />} filters={<RecordFilters list={list} />} actions={<ServerExportButton exporter={exporter} />}>
      <ListTable<RoundRecord>
        caption={caption}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : hasRecordFilters(list.values) ? t("shared.list.emptyFiltered") : emptyText}
      />
    </ListPage>
  );
}
