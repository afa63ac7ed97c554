import { skipToken } from "@reduxjs/toolkit/query";
import { usePaymentAgencyBroadcastListQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { usePaymentAgencyByBeansMethodListQuery } from "@agent-portal/api-client/services/live-agent-service-by-beans";
import { PaymentMethodType, PaymentStatus, PaymentUserAction } from "@agent-portal/api-client/enums";
import { FilterBar, ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { NOT_SENT_VIEW, useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useCurrentRouteHandle } from "@agent-portal/app-runtime/routes/route-handle";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { BigoIdField } from "#shared/list/bigo-id-field.tsx";
import { EnumFilter } from "#shared/list/enum-filter.tsx";
import { useBigoIdFilter } from "#shared/list/use-bigo-id-filter.ts";
import { usePaymentExposure } from "#pages/payment/shared/payment-user-actions.ts";
import { BROADCASTER_PAYMENT_COLUMN_IDS, broadcasterPaymentColumns } from "./broadcaster-payment-columns.tsx";
import type { BroadcasterPaymentRow } from "./broadcaster-payment-params.ts";
import { SubmitPaymentDialog } from "./submit-payment-dialog.tsx";
import { BROADCASTER_PAYMENT_SORTABLE, BROADCASTER_PAYMENT_SPEC, broadcasterPaymentRequest, hasBroadcasterPaymentFilters } from "./broadcaster-payment-params.ts";

/**
 * The agency's broadcasters and their payment info (PaymentAgencyBroadcastList; issue 21 item 6),
 * the by-beans tabs of broadcaster payment (everyone) and agency payment (paid by beans; on the
 * by-beans whitelist), which only whitelisted accounts see: who submitted what for whom (SubmitType
 * AnchorSubmitAnchor or AgencySubmitAnchor), its review, the by-beans method paying them. Filtered by
 * Bigo ID, status and method with the view in the URL, paged on the server. Reports user action 6
 * (a payment method screen shown, with the role). On the broadcaster payment by-beans tab, each row
 * opens the agency's submission of that broadcaster's payment info (`submit-payment-dialog.tsx`).
 */
export default function BroadcasterPaymentPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  usePaymentExposure(PaymentUserAction.PaymentMethodExposure);
  const route = useCurrentRouteHandle()?.route.name ?? "BroadcasterPaymentByBeans";
  const list = useListState(BROADCASTER_PAYMENT_SPEC, BROADCASTER_PAYMENT_SORTABLE);
  const request = useMemo(() => broadcasterPaymentRequest(list.values, route), [list.values, route]);
  const fetched = useListQuery(usePaymentAgencyBroadcastListQuery(request ?? skipToken));
  const view = request === null ? NOT_SENT_VIEW : fetched;
  const methods = usePaymentAgencyByBeansMethodListQuery({ page: 1, page_size: 100 });
  const methodNames = useMemo(() => new Map((methods.data?.list ?? []).map((m) => [m.method_id, m.name])), [methods.data]);
  const bigo = useBigoIdFilter(list.values.bigo, (value) => list.update({ bigo: value }));
  const [visibility, setVisibility] = useColumnVisibility("broadcaster-payment", BROADCASTER_PAYMENT_COLUMN_IDS);
  const [submitFor, setSubmitFor] = useState<BroadcasterPaymentRow | null>(null);
  const columns = useMemo(
    () => broadcasterPaymentColumns(t, format, methodNames, route === "BroadcasterPaymentByBeans" ? setSubmitFor : undefined),
    [t, format, methodNames, route],
  );
  const filtered = hasBroadcasterPaymentFilters(list.values);
  const label = t(`route.${route}`);

  return (
    <ListPage
      label={label}
      filters={
        <FilterBar
          label={t("payment.broadcasterPayment.filterLabel")}
          onSubmit={bigo.submit}
          active={filtered}
          onReset={() => {
            bigo.reset();
            list.update({ bigo: "", status: null, method: null });
          }}
        >
          <BigoIdField filter={bigo} />
          <EnumFilter
            label={t("payment.bankInfo.status")}
            values={Object.values(PaymentStatus)}
            labelOf={(status) => t(`payment.status.${String(status)}`)}
            value={list.values.status}
            onChange={(status) => list.update({ status })}
          />
          {route === "BroadcasterPaymentByBeans" && (
            <EnumFilter
              label={t("payment.broadcasterPayment.column.method")}
              values={Object.values(PaymentMethodType)}
              labelOf={(method) => t(`payment.method.${String(method)}`)}
              value={list.values.method}
              onChange={(method) => list.update({ method })}
            />
          )}
        </FilterBar>
      }
    >
      <ListTable
        caption={label}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.anchor_uid}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={request === null ? t("shared.bigoId.invalid") : filtered ? t("shared.list.emptyFiltered") : t("payment.broadcasterPayment.empty")}
      />
      {submitFor !== null && <SubmitPaymentDialog broadcaster={submitFor} onClose={() => setSubmitFor(null)} />}
    </ListPage>
  );
}
