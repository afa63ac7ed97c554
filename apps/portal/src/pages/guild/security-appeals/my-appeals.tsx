import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { QueryAppealV2 } from "@agent-portal/api-client/contract/security-center";
import { AppealStatus } from "@agent-portal/api-client/enums";
import { useQueryAppealV2Query } from "@agent-portal/api-client/services/security-center";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { selectLoginUser } from "@agent-portal/session";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DataTable, rowCountOf } from "@agent-portal/ui-kit/components/data-table";
import type { DataTableColumn, PaginationState } from "@agent-portal/ui-kit/components/data-table";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppealState } from "#pages/guild/security-status/ban-cells.tsx";
import { AppealTimeline } from "./appeal-timeline.tsx";
import { markAppealsSeen } from "#shared/storage/appeals-seen.ts";
import { pageStore } from "#shared/storage/page-store.ts";

type AppealRow = ResponseOf<typeof QueryAppealV2>["list"][number];

/**
 * "My appeals" (issue 23 item 3): the agency's appeals, newest first (security centre
 * QueryAppealV2, server-paged): broadcaster, state, submitted, decided and the reviewer's reason,
 * each opening its timeline. Loading, empty and the error with Try again are the table's. Opening
 * it records the user's look (`appeals-seen.ts`), which clears the home's "appeals with news".
 */
export function MyAppeals() {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const kit = useMemo(() => createKitLabels(t), [t]);
  const username = useAppSelector(selectLoginUser)?.username ?? "";
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const list = useQueryAppealV2Query({ page: pagination.pageIndex + 1, page_size: pagination.pageSize });
  const [open, setOpen] = useState<AppealRow | null>(null);

  useEffect(() => {
    if (list.data !== undefined && username !== "") markAppealsSeen(pageStore(), username, Math.floor(Date.now() / 1000));
  }, [list.data, username]);

  const columns = useMemo<DataTableColumn<AppealRow>[]>(
    () => [
      { id: "id", header: t("guild.appeal.column.id"), accessor: (row) => row.appeal_id, width: 110 },
      { id: "broadcaster", header: t("guild.security.column.broadcaster"), accessor: (row) => `${row.nick_name} (${row.bigo_id})`, width: 200 },
      {
        id: "state",
        header: t("guild.appeal.column.state"),
        accessor: (row) => t(`guild.security.appealStatus.${String(row.status)}`),
        cell: (row) => <AppealState row={{ appeal_status: row.status, appeal_time: 0 }} />,
        width: 130,
      },
      { id: "submitted", priority: 2, header: t("guild.appeal.column.submitted"), accessor: (row) => format.dateTime(row.create_time * 1000), width: 170 },
      {
        id: "decided",
        priority: 3,
        header: t("guild.appeal.column.decided"),
        accessor: (row) => (row.handle_time > 0 ? format.dateTime(row.handle_time * 1000) : "—"),
        width: 170,
      },
      { id: "reply", priority: 4, header: t("guild.appeal.column.reply"), accessor: (row) => (row.status === AppealStatus.Pending ? "" : row.reply) },
      {
        id: "actions",
        header: t("guild.security.column.actions"),
        accessor: () => "",
        excludeFromExport: true,
        hideable: false,
        width: 130,
        cell: (row) => (
          <Button size="sm" variant="secondary" onClick={() => setOpen(row)} aria-label={t("guild.appeal.timelineOf", { id: row.appeal_id })}>
            {t("guild.appeal.timeline")}
          </Button>
        ),
      },
    ],
    [t, format],
  );

  return (
    <section aria-label={t("guild.appeal.mine")} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-fg">{t("guild.appeal.mine")}</h2>
      <DataTable
        caption={t("guild.appeal.mine")}
        columns={columns}
        data={list.data?.list ?? []}
        getRowId={(row) => row.appeal_id}
        status={list.data !== undefined ? "ready" : list.error !== undefined ? "error" : "loading"}
        onRetry={() => void list.refetch()}
        {...rowCountOf(list.data?.total)}
        pagination={pagination}
        onPaginationChange={setPagination}
        pageSizeOptions={[20, 50, 100]}
        labels={{ ...kit.dataTable, error: errorMessage(list.error) ?? kit.dataTable.error, empty: t("guild.appeal.emptyMine") }}
        paginationLabels={kit.pagination}
      />
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? t("guild.appeal.timelineOf", { id: open.appeal_id }) : ""}
        width={560}
        closeLabel={t("common.close")}
      >
        {open !== null && <AppealTimeline appeal={open} appealId={open.appeal_id} />}
      </Modal>
    </section>
  );
}
