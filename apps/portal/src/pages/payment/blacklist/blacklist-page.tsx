import { skipToken } from "@reduxjs/toolkit/query";
import { useLazyPaymentAgencyBlacklistExportQuery, usePaymentAgencyBlacklistListQuery } from "@agent-portal/api-client/services/live-agent-service-blacklist";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { AddBlacklistDialog } from "./add-blacklist-dialog.tsx";
import { PAYMENT_BLACKLIST_COLUMN_IDS, paymentBlacklistColumns } from "./blacklist-columns.tsx";
import type { PaymentBlacklistRow } from "./blacklist-params.ts";
import {
  BLACKLIST_STATUSES,
  PAYMENT_BLACKLIST_SORTABLE,
  PAYMENT_BLACKLIST_SPEC,
  hasPaymentBlacklistFilters,
  paymentBlacklistExportRequest,
  paymentBlacklistRequest,
} from "./blacklist-params.ts";
import { RemoveBlacklistDialog } from "./remove-blacklist-dialog.tsx";

const ANY = "any";

/**
 * The payment blacklist (PaymentBlacklist 10, `/payment/blacklist`; issue 21, item 5): the
 * agency's entries newest first (PaymentAgencyBlacklistList), filtered by Bigo ID and status with
 * the view in the URL, paged on the server; the filtered set exported by the server
 * (PaymentAgencyBlacklistExport); adding one or many Bigo IDs with per-line results; removing an
 * entry with a reason (it stays, marked removed). Loading, the error with Try again and the empty
 * states (nothing yet; nothing matching) are the list frame's.
 */
export default function PaymentBlacklistPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(PAYMENT_BLACKLIST_SPEC, PAYMENT_BLACKLIST_SORTABLE);
  const request = useMemo(() => paymentBlacklistRequest(list.values), [list.values]);
  const fetched = useListQuery(usePaymentAgencyBlacklistListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => paymentBlacklistExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyPaymentAgencyBlacklistExportQuery(), exportRequest, "payment-blacklist.csv");
  const [visibility, setVisibility] = useColumnVisibility("payment-blacklist", PAYMENT_BLACKLIST_COLUMN_IDS);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentBlacklistRow | null>(null);
  const columns = useMemo(() => paymentBlacklistColumns(t, format, setRemoving), [t, format]);
  const filtered = hasPaymentBlacklistFilters(list.values);
  const statusOptions = [
    { value: ANY, label: t("payment.blacklist.anyStatus") },
    ...BLACKLIST_STATUSES.map((status) => ({ value: String(status), label: t(`payment.blacklist.status.${String(status)}`) })),
  ];

  return (
    <ListPage
      label={t("route.PaymentBlacklist")}
      filters={
        <FilterBar
          label={t("payment.blacklist.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", status: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <FormField label={t("payment.blacklist.column.status")} className="w-48">
            {(control) => (
              <Select
                {...control}
                options={statusOptions}
                value={list.values.status === null ? ANY : String(list.values.status)}
                onValueChange={(value) => list.update({ status: PAYMENT_BLACKLIST_SPEC.status.parse([value]) })}
              />
            )}
          </FormField>
        </FilterBar>
      }
      actions={
        <>
          <ServerExportButton exporter={exporter} />
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t("payment.blacklist.add.open")}
          </Button>
        </>
      }
    >
      <ListTable
        caption={t("route.PaymentBlacklist")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.entry_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("payment.blacklist.empty")}
      />
      {adding && <AddBlacklistDialog onClose={() => setAdding(false)} />}
      {removing !== null && <RemoveBlacklistDialog entry={removing} onClose={() => setRemoving(null)} />}
    </ListPage>
  );
}
