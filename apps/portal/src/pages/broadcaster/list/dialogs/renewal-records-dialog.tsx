import type { QryRenewalContractRecords } from "@agent-portal/api-client/contract/broker";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useQryRenewalContractRecordsQuery } from "@agent-portal/api-client/services/broker";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn, PaginationState } from "@agent-portal/ui-kit/components/data-table";
import { DataTable, rowCountOf } from "@agent-portal/ui-kit/components/data-table";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RenewalStatus } from "@agent-portal/api-client/enums";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { tableStatusOf } from "@agent-portal/app-runtime/list/table-status";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";
import { RenewalConfirmDialog } from "./renewal-confirm-dialog.tsx";

type RenewalRecord = ResponseOf<typeof QryRenewalContractRecords>["list"][number];

/** Renewal status -> badge tone. */
const RENEWAL_TONE = {
  [RenewalStatus.Pending]: "brand",
  [RenewalStatus.Accepted]: "success",
  [RenewalStatus.Rejected]: "danger",
  [RenewalStatus.Withdrawn]: "neutral",
  [RenewalStatus.Expired]: "warning",
} as const satisfies Record<RenewalStatus, string>;

/** Props of {@link RenewalRecordsDialog}. */
export interface RenewalRecordsDialogProps {
  readonly anchor: Broadcaster;
  readonly onClose: () => void;
}

/**
 * A broadcaster's contract renewals, newest first (broker QryRenewalContractRecords): length, the
 * end before and after, status, when sent and when the offer expires, who sent it. A pending one
 * (the only state with actions) offers Remind and Withdraw.
 */
export function RenewalRecordsDialog({ anchor, onClose }: RenewalRecordsDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const errorMessage = useApiErrorMessage();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const [confirm, setConfirm] = useState<{ kind: "remind" | "cancel"; renewalId: string } | null>(null);
  const query = useQryRenewalContractRecordsQuery({ anchor_uid: anchor.anchor_uid, page: pagination.pageIndex + 1, page_size: pagination.pageSize });
  const columns = useMemo<DataTableColumn<RenewalRecord>[]>(
    () => [
      { id: "sent", header: t("broadcaster.renewal.sentAt"), width: 160, accessor: (row) => format.dateTime(row.create_time * 1000) },
      {
        id: "months",
        priority: 3,
        header: t("broadcaster.renewal.length"),
        width: 110,
        accessor: (row) => t(`broadcaster.renew.duration${String(row.duration_months)}`, { defaultValue: String(row.duration_months) }),
      },
      { id: "newEnd", priority: 2, header: t("broadcaster.renewal.newEnd"), width: 130, accessor: (row) => format.date(row.new_end_time * 1000, { timeZone: "UTC" }) },
      {
        id: "status",
        priority: 1,
        header: t("broadcaster.renewal.status"),
        width: 130,
        accessor: (row) => t(`broadcaster.renewalStatus.${String(row.status)}`),
        cell: (row) => <Badge tone={RENEWAL_TONE[row.status]}>{t(`broadcaster.renewalStatus.${String(row.status)}`)}</Badge>,
      },
      {
        id: "expires",
        priority: 3,
        header: t("broadcaster.renewal.expires"),
        width: 140,
        accessor: (row) => (row.status === RenewalStatus.Pending ? format.dateTime(row.expire_time * 1000) : ""),
      },
      { id: "operator", priority: 4, header: t("broadcaster.history.operator"), width: 120, accessor: (row) => row.operator_name },
      {
        id: "actions",
        header: t("broadcaster.list.column.actions"),
        width: 200,
        hideable: false,
        excludeFromExport: true,
        accessor: () => "",
        cell: (row) =>
          row.status === RenewalStatus.Pending ? (
            <div className="flex gap-1">
              <Button size="sm" variant="secondary" onClick={() => setConfirm({ kind: "remind", renewalId: row.renewal_id })}>
                {t("broadcaster.renewal.remind")}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirm({ kind: "cancel", renewalId: row.renewal_id })}>
                {t("broadcaster.renewal.withdraw")}
              </Button>
            </div>
          ) : null,
      },
    ],
    [t, format],
  );
  const status = tableStatusOf(query, query.currentData === undefined);
  const title = t("broadcaster.renewal.recordsTitle", { name: anchor.nick_name });
  return (
    <>
      <Modal open={confirm === null} onOpenChange={(open) => !open && onClose()} title={title} width={960} closeLabel={t("common.close")}>
        <DataTable
          caption={title}
          columns={columns}
          data={query.currentData?.list ?? []}
          getRowId={(row) => row.renewal_id}
          status={status}
          onRetry={() => void query.refetch()}
          pagination={pagination}
          onPaginationChange={setPagination}
          {...rowCountOf((query.currentData ?? query.data)?.total)}
          pageSizeOptions={[10, 20, 50]}
          height={360}
          labels={{ ...kit.dataTable, empty: t("broadcaster.renewal.empty"), ...(status === "error" ? { error: errorMessage(query.error) ?? kit.dataTable.error } : {}) }}
          paginationLabels={kit.pagination}
        />
      </Modal>
      {confirm !== null && <RenewalConfirmDialog kind={confirm.kind} renewalId={confirm.renewalId} name={anchor.nick_name} onClose={() => setConfirm(null)} />}
    </>
  );
}
