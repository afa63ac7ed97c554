import { skipToken } from "@reduxjs/toolkit/query";
import { useAct75352SignRecordPageQuery } from "@agent-portal/api-client/services/act75352";
import { useLazyAct75352SignExportQuery } from "@agent-portal/api-client/services/act75352-actions";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DataTable } from "@agent-portal/ui-kit/components/data-table";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { EmptyState } from "@agent-portal/ui-kit/components/empty-state";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { recordColumns } from "./record-columns.tsx";
import { SignStatusBadge } from "./record-cells.tsx";
import { hasRecordFilters, recordFilters, signRecordRequest } from "./result-params.ts";
import type { RECORD_SPEC, SignRecord } from "./result-params.ts";

/** The registration records' columns: broadcaster, activity, round, status (with the reason of a rejection), when and by whom. */
function signColumns(t: TFunction, format: Formatters): DataTableColumn<SignRecord>[] {
  return [
    ...recordColumns<SignRecord>(t),
    { id: "round", priority: 2, header: t("operate.results.round"), width: 120, accessor: (row) => row.roundName, cell: (row) => (row.roundName === "" ? "—" : row.roundName) },
    {
      id: "status",
      priority: 1,
      header: t("operate.results.status"),
      width: 220,
      accessor: (row) => row.signStatus,
      cell: (row) => (
        <span className="flex flex-col gap-1">
          <SignStatusBadge status={row.signStatus} />
          {row.rejectReason === "" ? null : <span className="text-xs text-fg-muted">{row.rejectReason}</span>}
        </span>
      ),
    },
    { id: "signTime", priority: 2, header: t("operate.results.signTime"), width: 170, accessor: (row) => row.signTime, cell: (row) => format.dateTime(row.signTime * 1000) },
    { id: "operator", priority: 4, header: t("operate.results.operator"), width: 150, accessor: (row) => row.operatorName },
  ];
}

/**
 * The registration records (sign_record_page, issue 24 item 5), by cursor: the URL keeps the
 * current page's cursor (`after`, the server's `lastId`), "Next page" moves to the answer's
 * `nextLastId`, and the cursors passed are kept so "Previous page" steps back. Newest first by
 * record id, so registrations arriving meanwhile neither repeat nor push rows across pages. The
 * same filters as the tab; the filtered set exported on the server (sign_export).
 */
export function SignRecords({ list }: { readonly list: ListState<typeof RECORD_SPEC> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const errorMessage = useApiErrorMessage();
  const request = useMemo(() => signRecordRequest(list.values), [list.values]);
  const query = useAct75352SignRecordPageQuery(request ?? skipToken);
  const exporter = useServerExport(
    useLazyAct75352SignExportQuery(),
    useMemo(() => recordFilters(list.values), [list.values]),
    "activity-registrations.csv",
  );
  // The cursors of the pages before the one at cursor `at` (the first page's is ""); for any other
  // cursor (a filter changed, a shared link, Back) none is known.
  const [trail, setTrail] = useState<{ readonly at: string; readonly passed: readonly string[] }>({ at: "", passed: [] });
  const passed = trail.at === list.values.after ? trail.passed : [];
  const columns = useMemo(() => signColumns(t, format), [t, format]);
  const page = query.currentData;
  const caption = t("operate.results.records");
  const go = (after: string, stack: readonly string[]) => {
    setTrail({ at: after, passed: stack });
    list.update({ after }, { resetPage: false, push: true });
  };
  return (
    <div data-slot="sign-records" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{caption}</h2>
        <ServerExportButton exporter={exporter} />
      </div>
      {query.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-border bg-surface px-6 py-12 text-center">
          <p role="alert" className="text-sm text-danger-700">
            {errorMessage(query.error)}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t("common.retry")}
          </Button>
        </div>
      ) : (
        <DataTable<SignRecord>
          caption={caption}
          columns={columns}
          data={page?.list ?? []}
          status={request !== null && page === undefined ? "loading" : "ready"}
          getRowId={(row) => row.id}
          exportFileName={false}
          labels={kit.dataTable}
          empty={
            <EmptyState
              className="py-6"
              title={request === null ? t("shared.bigoId.invalid") : hasRecordFilters(list.values) ? t("shared.list.emptyFiltered") : t("operate.results.recordsEmpty")}
            />
          }
        />
      )}
      <nav aria-label={t("operate.results.recordsPages")} className="flex items-center justify-end gap-2">
        <Button variant="secondary" size="sm" disabled={list.values.after === ""} onClick={() => go(passed.at(-1) ?? "", passed.slice(0, -1))}>
          {passed.length === 0 && list.values.after !== "" ? t("operate.results.firstPage") : t("operate.results.previousPage")}
        </Button>
        <Button variant="secondary" size="sm" disabled={page?.hasMore !== true || query.isFetching} onClick={() => go(page?.nextLastId ?? "", [...passed, list.values.after])}>
          {t("operate.results.nextPage")}
        </Button>
      </nav>
    </div>
  );
}
