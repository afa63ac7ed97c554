import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { GetAgentSubmittedAgentPaymentHistory } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { useGetAgentSubmittedAgentPaymentHistoryQuery } from "@agent-portal/api-client/services/live-agent-service-payment";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import { useColumnVisibility } from "@agent-portal/app-runtime/list/use-column-visibility";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import { useListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { PaymentStatusBadge } from "@agent-portal/app-runtime/components/payment-status-badge";

/** One history entry (GetAgentSubmittedAgentPaymentHistory). */
export type BankHistoryRow = ResponseOf<typeof GetAgentSubmittedAgentPaymentHistory>["list"][number];

const SORTABLE = ["time"] as const;
/** The history's URL (`?page=&size=`): the server's order, newest first. */
const HISTORY_SPEC = listParams(SORTABLE, "time", "desc");
const COLUMN_IDS = ["submitTime", "submitter", "accountName", "account", "bank", "status"] as const;

function historyColumns(t: TFunction, format: Formatters): DataTableColumn<BankHistoryRow>[] {
  return [
    { id: "submitTime", hideable: false, header: t("payment.bankInfo.history.submitTime"), width: 170, accessor: (row) => format.dateTime(row.submit_time * 1000) },
    {
      id: "submitter",
      priority: 3,
      header: t("payment.bankInfo.history.submitter"),
      width: 200,
      accessor: (row) => t("payment.submitType.byFor", { type: t(`payment.submitType.${String(row.submit_type)}`), name: row.submitter_name }),
    },
    { id: "accountName", priority: 2, header: t("payment.bankInfo.field.accountName"), width: 160, accessor: (row) => row.account_name },
    {
      id: "account",
      hideable: false,
      header: t("payment.bankInfo.field.accountNo"),
      width: 240,
      accessor: (row) => row.account_no_masked,
      cell: (row) => (
        <bdi dir="ltr" className="truncate font-mono">
          {row.account_no_masked}
        </bdi>
      ),
    },
    {
      id: "bank",
      priority: 4,
      header: t("payment.bankInfo.field.bankName"),
      width: 200,
      accessor: (row) => [row.bank_name, row.bank_code, row.bank_country === "" ? "" : format.region(row.bank_country)].filter(Boolean).join(" · "),
    },
    {
      id: "status",
      priority: 1,
      header: t("payment.bankInfo.status"),
      width: 130,
      accessor: (row) => t(`payment.status.${String(row.status)}`),
      cell: (row) => <PaymentStatusBadge status={row.status} />,
    },
  ];
}

/**
 * The history of the agency's bank info (GetAgentSubmittedAgentPaymentHistory): every change,
 * newest first, with who submitted it, the account masked and its review. Paged on the server;
 * loading, error and empty states are the list frame's.
 */
export function BankHistory() {
  const { t } = useTranslation();
  const format = useFormatters();
  const list = useListState(HISTORY_SPEC, SORTABLE);
  const view = useListQuery(useGetAgentSubmittedAgentPaymentHistoryQuery({ page: list.values.page, page_size: list.values.size }));
  const [visibility, setVisibility] = useColumnVisibility("bank-info-history", COLUMN_IDS);
  const columns = useMemo(() => historyColumns(t, format), [t, format]);
  return (
    <ListTable
      caption={t("payment.bankInfo.history.title")}
      columns={columns}
      view={view}
      state={list.table}
      getRowId={(row) => row.payment_id}
      columnVisibility={visibility}
      onColumnVisibilityChange={setVisibility}
      exportFileName={false}
      emptyTitle={t("payment.bankInfo.history.empty")}
    />
  );
}
