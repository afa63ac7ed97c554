import { usePaymentAgencyByBeansMethodListQuery } from "@agent-portal/api-client/services/live-agent-service-by-beans";
import { PaymentUserAction } from "@agent-portal/api-client/enums";
import { ListPage } from "@agent-portal/app-runtime/components/list-page";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { reportPaymentAction, usePaymentExposure } from "#pages/payment/shared/payment-user-actions.ts";
import { DeleteMethodDialog } from "./delete-method-dialog.tsx";
import { BY_BEANS_METHOD_COLUMN_IDS, byBeansMethodColumns } from "./method-columns.tsx";
import { MethodDialog } from "./method-dialog.tsx";
import type { ByBeansMethodRow } from "./method-form.ts";
import { BY_BEANS_METHOD_SORTABLE, BY_BEANS_METHOD_SPEC, byBeansMethodRequest } from "./method-params.ts";

/** The method dialog's state: closed, adding, or editing one method. */
type Editing = { readonly kind: "closed" } | { readonly kind: "open"; readonly method: ByBeansMethodRow | null };

/**
 * The by-beans methods (AgencyPaymentMethod 101 and the by-beans whitelist, `/payment/by-beans-method`;
 * issue 21 item 7): the agency's methods newest first (PaymentAgencyByBeansMethodList), added and
 * edited in a dialog, deleted after a confirmation (refused while a broadcaster of the method has a
 * by-beans payment under review). Loading, the error with Try again and the empty state are the list
 * frame's. Reports user actions 1 (shown, with the role), 2 (Edit or Delete clicked) and 3 (Add
 * clicked); the dialogs report 4 and 5 (`payment-user-actions.ts`).
 */
export default function ByBeansMethodPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  usePaymentExposure(PaymentUserAction.ByBeansMethodExposure);
  const list = useListState(BY_BEANS_METHOD_SPEC, BY_BEANS_METHOD_SORTABLE);
  const request = useMemo(() => byBeansMethodRequest(list.values), [list.values]);
  const view = useListQuery(usePaymentAgencyByBeansMethodListQuery(request));
  const [visibility, setVisibility] = useColumnVisibility("by-beans-method", BY_BEANS_METHOD_COLUMN_IDS);
  const [editing, setEditing] = useState<Editing>({ kind: "closed" });
  const [deleting, setDeleting] = useState<ByBeansMethodRow | null>(null);
  const columns = useMemo(
    () =>
      byBeansMethodColumns(t, format, {
        onEdit: (row) => {
          reportPaymentAction(PaymentUserAction.ByBeansMethodClick);
          setEditing({ kind: "open", method: row });
        },
        onDelete: (row) => {
          reportPaymentAction(PaymentUserAction.ByBeansMethodClick);
          setDeleting(row);
        },
      }),
    [t, format],
  );

  return (
    <ListPage
      label={t("route.ByBeansMethod")}
      actions={
        <Button
          size="sm"
          onClick={() => {
            reportPaymentAction(PaymentUserAction.ByBeansMethodAdd);
            setEditing({ kind: "open", method: null });
          }}
        >
          <Plus aria-hidden="true" />
          {t("payment.byBeansMethod.add")}
        </Button>
      }
    >
      <ListTable
        caption={t("route.ByBeansMethod")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.method_id}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
        exportFileName={false}
        emptyTitle={t("payment.byBeansMethod.empty")}
      />
      {editing.kind === "open" && <MethodDialog method={editing.method} onClose={() => setEditing({ kind: "closed" })} />}
      {deleting !== null && <DeleteMethodDialog method={deleting} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
