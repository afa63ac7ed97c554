import { skipToken } from "@reduxjs/toolkit/query";
import { useLazyPaymentAgencyActionLogExportQuery, usePaymentAgencyActionLogListQuery } from "@agent-portal/api-client/services/live-agent-service-action-log";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import { ServerExportButton, useServerExport } from "#shared/list/server-export.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { PAYMENT_ACTION_LOG_COLUMN_IDS, paymentActionLogColumns } from "./action-log-columns.tsx";
import {
  PAYMENT_ACTION_LOG_SORTABLE,
  PAYMENT_ACTION_LOG_SPEC,
  PAYMENT_ACTION_TYPES,
  hasPaymentActionLogFilters,
  paymentActionLogExportRequest,
  paymentActionLogRequest,
} from "./action-log-params.ts";

const ANY = "any";

/**
 * The payment action log (PaymentActionLog 11, `/payment/action-log`; issue 21, item 8; also the
 * action-log tabs of broadcaster and agency payment): every payment change of the agency, newest
 * first (PaymentAgencyActionLogList), filtered by action, the Bigo ID acted on and UTC day range
 * with the view in the URL, paged on the server; the filtered set exported by the server
 * (PaymentAgencyActionLogExport). Read-only: the log has no edit or delete.
 */
export default function PaymentActionLogPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(PAYMENT_ACTION_LOG_SPEC, PAYMENT_ACTION_LOG_SORTABLE);
  const request = useMemo(() => paymentActionLogRequest(list.values), [list.values]);
  const fetched = useListQuery(usePaymentAgencyActionLogListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const exportRequest = useMemo(() => paymentActionLogExportRequest(list.values), [list.values]);
  const exporter = useServerExport(useLazyPaymentAgencyActionLogExportQuery(), exportRequest, "payment-action-log.csv");
  const [visibility, setVisibility] = useColumnVisibility("payment-action-log", PAYMENT_ACTION_LOG_COLUMN_IDS);
  const columns = useMemo(() => paymentActionLogColumns(t, format), [t, format]);
  const filtered = hasPaymentActionLogFilters(list.values);
  const actionOptions = [
    { value: ANY, label: t("payment.actionLog.anyAction") },
    ...PAYMENT_ACTION_TYPES.map((type) => ({ value: String(type), label: t(`payment.actionLog.action.${String(type)}`) })),
  ];

  return (
    <ListPage
      label={t("route.PaymentActionLog")}
      filters={
        <FilterBar
          label={t("payment.actionLog.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", action: null, from: null, to: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <FormField label={t("payment.actionLog.column.action")} className="w-56">
            {(control) => (
              <Select
                {...control}
                options={actionOptions}
                value={list.values.action === null ? ANY : String(list.values.action)}
                onValueChange={(value) => list.update({ action: PAYMENT_ACTION_LOG_SPEC.action.parse([value]) })}
              />
            )}
          </FormField>
          <DayRangeField label={t("payment.actionLog.days")} from={list.values.from} to={list.values.to} onChange={(from, to) => list.update({ from, to })} />
        </FilterBar>
      }
      actions={<ServerExportButton exporter={exporter} />}
    >
      <ListTable
        caption={t("route.PaymentActionLog")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.log_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("payment.actionLog.empty")}
      />
    </ListPage>
  );
}
