import { useAgentOssInvoiceListQuery } from "@agent-portal/api-client/services/live-data-agent-oss-pk";
import { InvoiceStatus } from "@agent-portal/api-client/enums";
import { ListTable } from "@agent-portal/app-runtime/components/list-table";
import { useListQuery } from "@agent-portal/app-runtime/list/use-list-query";
import type { ListState } from "@agent-portal/app-runtime/list/use-list-state";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterBar } from "@agent-portal/app-runtime/components/list-page";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Select } from "@agent-portal/ui-kit/components/select";
import { SETTLEMENT_SPEC, statementsRequest } from "./settlement-params.ts";
import type { Statement } from "./sign-dialog.tsx";
import { SignDialog } from "./sign-dialog.tsx";

/** The select value of "any status" (Radix Select needs a non-empty value). */
const ANY = "any";

const STATUS_TONE = { [InvoiceStatus.WaitingSignature]: "warning", [InvoiceStatus.Signed]: "brand", [InvoiceStatus.Paid]: "success" } as const;

/**
 * The agency's monthly statements (agentOss invoiceList), newest first, paged on the server with
 * the page in the URL: month, amount (US dollars from cents), status, issued and signed times. A
 * statement waiting for signature offers Sign, which opens {@link SignDialog}; nothing is signed
 * by viewing. A status filter (`status` in the URL) narrows the statements.
 */
export function Statements({ list }: { readonly list: ListState<typeof SETTLEMENT_SPEC> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [signing, setSigning] = useState<Statement | null>(null);
  const query = useAgentOssInvoiceListQuery(statementsRequest(list.values));
  const view = useListQuery(query);
  const columns = useMemo<DataTableColumn<Statement>[]>(
    () => [
      { id: "month", header: t("dataCenter.settlement.month"), hideable: false, width: 150, accessor: (row) => format.month(`${row.month}-01T00:00:00Z`, { timeZone: "UTC" }) },
      { id: "amount", header: t("dataCenter.settlement.amount"), width: 140, align: "end", accessor: (row) => format.currency(row.amountCents, "USD") },
      {
        id: "status",
        header: t("dataCenter.settlement.status"),
        width: 170,
        accessor: (row) => t(`dataCenter.settlement.state.${String(row.status)}`),
        cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`dataCenter.settlement.state.${String(row.status)}`)}</Badge>,
      },
      { id: "issued", header: t("dataCenter.settlement.issued"), width: 170, priority: 2, accessor: (row) => format.dateTime(row.createTime * 1000) },
      { id: "signedAt", header: t("dataCenter.settlement.signedAt"), width: 170, priority: 3, accessor: (row) => (row.signTime > 0 ? format.dateTime(row.signTime * 1000) : "—") },
      {
        id: "actions",
        header: t("dataCenter.settlement.actions"),
        hideable: false,
        width: 140,
        accessor: () => "",
        cell: (row) =>
          row.status === InvoiceStatus.WaitingSignature ? (
            <Button size="sm" onClick={() => setSigning(row)}>
              {t("dataCenter.settlement.signAction")}
            </Button>
          ) : null,
      },
    ],
    [t, format],
  );
  const statusOptions = [
    { value: ANY, label: t("dataCenter.settlement.anyStatus") },
    ...Object.values(InvoiceStatus).map((status) => ({ value: String(status), label: t(`dataCenter.settlement.state.${String(status)}`) })),
  ];
  return (
    <>
      <FilterBar label={t("dataCenter.settlement.filterLabel")} active={list.values.status !== null} onReset={() => list.update({ status: null })}>
        <FormField label={t("dataCenter.settlement.status")} className="w-56">
          {(control) => (
            <Select
              {...control}
              options={statusOptions}
              value={list.values.status === null ? ANY : String(list.values.status)}
              onValueChange={(value) => list.update({ status: SETTLEMENT_SPEC.status.parse([value]) })}
            />
          )}
        </FormField>
      </FilterBar>
      <ListTable
        caption={t("dataCenter.settlement.statements")}
        columns={columns}
        view={view}
        state={list.table}
        getRowId={(row) => row.invoiceId}
        exportFileName={false}
        emptyTitle={list.values.status === null ? t("dataCenter.settlement.noStatements") : t("shared.list.emptyFiltered")}
      />
      {signing === null ? null : <SignDialog statement={signing} onClose={() => setSigning(null)} />}
    </>
  );
}
