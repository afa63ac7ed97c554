import type { QrySetBrokerRecords } from "@agent-portal/api-client/contract/broker";
import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import { useQrySetBrokerRecordsQuery } from "@agent-portal/api-client/services/broker";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn, PaginationState } from "@agent-portal/ui-kit/components/data-table";
import { DataTable, rowCountOf } from "@agent-portal/ui-kit/components/data-table";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import { tableStatusOf } from "@agent-portal/app-runtime/list/table-status";
import type { Broadcaster } from "#pages/broadcaster/list/anchor-list-params.ts";

type BrokerRecord = ResponseOf<typeof QrySetBrokerRecords>["list"][number];

/** Props of {@link BrokerHistoryDialog}. */
export interface BrokerHistoryDialogProps {
  /** One broadcaster's history; absent: the whole agency's. */
  readonly anchor?: Broadcaster | undefined;
  readonly onClose: () => void;
}

/**
 * Broker assignment history, newest first (broker QrySetBrokerRecords): who moved which
 * broadcaster from which broker to which, and when. Paged on the server (10 per page). A
 * SetBroker refreshes it (tag `BrokerRecord`).
 */
export function BrokerHistoryDialog({ anchor, onClose }: BrokerHistoryDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const errorMessage = useApiErrorMessage();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  const query = useQrySetBrokerRecordsQuery({ ...(anchor ? { anchor_uid: anchor.anchor_uid } : {}), page: pagination.pageIndex + 1, page_size: pagination.pageSize });
  const none = t("broadcaster.list.noBroker");
  const columns = useMemo<DataTableColumn<BrokerRecord>[]>(
    () => [
      { id: "time", header: t("broadcaster.history.time"), width: 170, accessor: (row) => format.dateTime(row.create_time * 1000) },
      { id: "anchor", header: t("broadcaster.history.broadcaster"), width: 170, accessor: (row) => `${row.anchor_nick_name} (${row.anchor_bigo_id})` },
      { id: "from", priority: 2, header: t("broadcaster.history.from"), width: 140, accessor: (row) => (row.old_broker_uid === "0" ? none : row.old_broker_name) },
      { id: "to", header: t("broadcaster.history.to"), width: 140, accessor: (row) => (row.new_broker_uid === "0" ? none : row.new_broker_name) },
      { id: "operator", priority: 3, header: t("broadcaster.history.operator"), width: 140, accessor: (row) => row.operator_name },
    ],
    [t, format, none],
  );
  const status = tableStatusOf(query, query.currentData === undefined);
  const title = anchor ? t("broadcaster.history.titleOne", { name: anchor.nick_name }) : t("broadcaster.history.title");
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title} width={880} closeLabel={t("common.close")}>
      <DataTable
        caption={title}
        columns={columns}
        data={query.currentData?.list ?? []}
        getRowId={(row) => row.record_id}
        status={status}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        onPaginationChange={setPagination}
        {...rowCountOf((query.currentData ?? query.data)?.total)}
        pageSizeOptions={[10, 20, 50]}
        height={360}
        labels={{ ...kit.dataTable, empty: t("broadcaster.history.empty"), ...(status === "error" ? { error: errorMessage(query.error) ?? kit.dataTable.error } : {}) }}
        paginationLabels={kit.pagination}
      />
    </Modal>
  );
}
