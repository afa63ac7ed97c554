import { useAgentClickDotMutation, useAgentGetIfHasDotQuery, useAgentPullApplyListQuery } from "@agent-portal/api-client/services/union-oss-apply";
import { isApiError } from "@agent-portal/api-client/errors";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { BASE_PATH, pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import { DataTable, rowCountOf } from "@agent-portal/ui-kit/components/data-table";
import type { ColumnFiltersState, DataTableColumn, PaginationState } from "@agent-portal/ui-kit/components/data-table";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { toast } from "@agent-portal/ui-kit/components/toast";
import { createKitLabels } from "@agent-portal/ui-kit/lib/kit-labels";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { enumValueOf, ProxyApplyStatus } from "@agent-portal/api-client/enums";
import { SubAgentDetails } from "./sub-agent-details.tsx";
import type { SubAgentRow } from "./sub-agent-progress.ts";
import { subAgentTone } from "./sub-agent-progress.ts";

const STATUSES = Object.values(ProxyApplyStatus);

/** The absolute link of the webview's sub-agent application page (SubAgentApply), to share with applicants. */
export function subAgentApplyLink(origin: string): string {
  return `${origin}${BASE_PATH}${pathOf("SubAgentApply")}`;
}

/**
 * apply-sub-agent-list (SPEC section 2, ApplySubAgentList; ModifySubAccount 3): the sub-agent
 * applications to the caller's agency (union_oss agentPullApplyList, server-paged, filtered by
 * status), with the record modal (details, timeline, the denial while it waits for the agency) and
 * a link to each application's progress page (apply-progress/{id}). Opening the list clears the
 * menu's red dot (agentGetIfHasDot, agentClickDot). Applicants apply in the mobile webview: the
 * page shares the link of its SubAgentApply page.
 */
export default function ApplySubAgentListPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const kit = useMemo(() => createKitLabels(t), [t]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 });
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const [open, setOpen] = useState<SubAgentRow | null>(null);
  const statusFilter = enumValueOf(ProxyApplyStatus, filters.find((filter) => filter.id === "status")?.value);
  const list = useAgentPullApplyListQuery({ page: pagination.pageIndex + 1, page_size: pagination.pageSize, ...(statusFilter === undefined ? {} : { status: statusFilter }) });
  const dot = useAgentGetIfHasDotQuery();
  const [clickDot] = useAgentClickDotMutation();
  const newCount = dot.data?.has_dot === 1 ? dot.data.count : 0;

  useEffect(() => {
    void clickDot();
  }, [clickDot]);

  const columns = useMemo<DataTableColumn<SubAgentRow>[]>(
    () => [
      {
        id: "applicant",
        header: t("webview.subAgentList.applicant"),
        accessor: (row) => `${row.nick_name} (${row.bigo_id})`,
        cell: (row) => (
          <span>
            {row.nick_name} · <bdi className="text-fg-muted">{row.bigo_id}</bdi>
          </span>
        ),
        width: 220,
      },
      { id: "name", priority: 2, header: t("webview.subAgent.name"), accessor: (row) => row.name },
      { id: "country", priority: 4, header: t("webview.applyForm.country"), accessor: (row) => format.region(row.country), width: 140 },
      { id: "team", priority: 5, header: t("webview.applyForm.teamSize"), accessor: (row) => row.team_size, cell: (row) => format.number(row.team_size), align: "end", width: 120 },
      { id: "created", priority: 3, header: t("webview.subAgent.appliedOn"), accessor: (row) => format.dateTime(row.create_time * 1000), width: 180 },
      {
        id: "status",
        priority: 1,
        header: t("webview.subAgentList.status"),
        accessor: (row) => t(`webview.subAgent.status.${String(row.status)}`),
        cell: (row) => <Badge tone={subAgentTone(row.status)}>{t(`webview.subAgent.status.${String(row.status)}`)}</Badge>,
        filter: { type: "select", options: STATUSES.map((status) => ({ value: String(status), label: t(`webview.subAgent.status.${String(status)}`) })) },
        width: 180,
      },
      {
        id: "actions",
        header: t("webview.subAgentList.actions"),
        accessor: () => "",
        excludeFromExport: true,
        hideable: false,
        width: 200,
        cell: (row) => (
          <span className="flex items-center gap-2">
            <Button size="sm" variant="secondary" onClick={() => setOpen(row)}>
              {t("webview.subAgentList.view")}
            </Button>
            <Link to={pathOf("ApplyProgress", { id: row.apply_id })} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {t("webview.subAgentList.progress")}
            </Link>
          </span>
        ),
      },
    ],
    [t, format],
  );

  const link = subAgentApplyLink(window.location.origin);
  const errorText = isApiError(list.error) ? t([...list.error.messageKeys], { defaultValue: list.error.fallbackMessage || t("lang328") }) : kit.dataTable.error;
  return (
    <section aria-label={t("route.ApplySubAgentList")} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-fg">{t("webview.subAgentList.shareHint")}</p>
          <p className="truncate text-xs text-fg-muted">
            <bdi>{link}</bdi>
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard
                .writeText(link)
                .then(() => toast.success(t("webview.activity.copied")))
                .catch(() => undefined);
            }}
          >
            {t("webview.subAgentList.copyLink")}
          </Button>
          <a href={`${BASE_PATH}${pathOf("SubAgentApply")}`} className="inline-flex h-10 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            {t("webview.subAgentList.openApplyPage")}
          </a>
        </div>
      </div>
      {newCount > 0 && <p className="text-sm text-fg-muted">{t("webview.subAgentList.newSince", { total: format.number(newCount) })}</p>}
      <DataTable
        caption={t("route.ApplySubAgentList")}
        columns={columns}
        data={list.data?.list ?? []}
        getRowId={(row) => row.apply_id}
        status={list.data !== undefined ? "ready" : list.error !== undefined ? "error" : "loading"}
        onRetry={() => void list.refetch()}
        {...rowCountOf(list.data?.total)}
        pagination={pagination}
        onPaginationChange={setPagination}
        columnFilters={filters}
        onColumnFiltersChange={(next) => {
          setFilters(next);
          setPagination((current) => ({ ...current, pageIndex: 0 }));
        }}
        pageSizeOptions={[20, 50, 100]}
        labels={{ ...kit.dataTable, error: errorText, empty: t("webview.subAgentList.empty") }}
        paginationLabels={kit.pagination}
      />
      <Modal
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open ? open.nick_name || open.name : ""}
        width={640}
        closeLabel={t("common.close")}
        footer={
          open !== null && (
            <Link to={pathOf("ApplyProgress", { id: open.apply_id })} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {t("webview.subAgentList.openProgress")}
            </Link>
          )
        }
      >
        {open !== null && <SubAgentDetails row={list.data?.list.find((row) => row.apply_id === open.apply_id) ?? open} columns={1} onStale={() => void list.refetch()} />}
      </Modal>
    </section>
  );
}
