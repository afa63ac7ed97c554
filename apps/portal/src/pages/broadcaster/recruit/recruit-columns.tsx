import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { buttonVariants } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { RecruitRecord } from "./recruit-params.ts";
import { recruitActions, recruitTone } from "./recruit-status.ts";

/**
 * The recruit list's columns: broadcaster, Bigo ID, status, who submitted it (the broadcaster
 * applied, or the agency), submitter, created, updated, reason (rejected or stopped), and the
 * row's links: Edit for drafts and rejected records, Progress always (Stop is on the progress
 * page, where the timeline shows what it interrupts).
 */
export function recruitColumns(t: TFunction, format: Formatters): DataTableColumn<RecruitRecord>[] {
  return [
    {
      id: "name",
      header: t("broadcaster.recruit.column.name"),
      hideable: false,
      width: 180,
      accessor: (row) => row.nick_name,
      cell: (row) => <bdi className="truncate font-medium">{row.nick_name}</bdi>,
    },
    {
      id: "bigoId",
      priority: 2,
      header: t("broadcaster.recruit.column.bigoId"),
      width: 150,
      accessor: (row) => row.bigo_id,
      cell: (row) => <bdi className="truncate">{row.bigo_id}</bdi>,
    },
    {
      id: "status",
      priority: 1,
      header: t("broadcaster.recruit.column.status"),
      width: 180,
      accessor: (row) => t(`broadcaster.recruitStatus.${String(row.status)}`),
      cell: (row) => <Badge tone={recruitTone(row.status)}>{t(`broadcaster.recruitStatus.${String(row.status)}`)}</Badge>,
    },
    { id: "submitType", priority: 4, header: t("broadcaster.recruit.column.submitType"), width: 160, accessor: (row) => t(`broadcaster.submitType.${String(row.submit_type)}`) },
    { id: "submitter", priority: 5, header: t("broadcaster.recruit.column.submitter"), width: 140, accessor: (row) => row.submitter_name },
    { id: "created", priority: 6, header: t("broadcaster.recruit.column.created"), width: 170, accessor: (row) => format.dateTime(row.create_time * 1000) },
    { id: "updated", priority: 3, header: t("broadcaster.recruit.column.updated"), width: 170, accessor: (row) => format.dateTime(row.update_time * 1000) },
    {
      id: "reason",
      priority: 4,
      header: t("broadcaster.recruit.column.reason"),
      width: 200,
      accessor: (row) => row.reject_reason,
      cell: (row) => (
        <span className="truncate" title={row.reject_reason}>
          {row.reject_reason}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("broadcaster.recruit.column.actions"),
      width: 190,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) => (
        <div className="flex gap-1">
          {recruitActions(row.status).map((action) =>
            action === "edit" ? (
              <Link
                key={action}
                to={pathOf("AnchorInfoEdit", { id: row.recruit_id })}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
                aria-label={t("broadcaster.recruit.editName", { name: row.nick_name })}
              >
                {t("broadcaster.recruit.edit")}
              </Link>
            ) : action === "progress" ? (
              <Link
                key={action}
                to={pathOf("RecruitProgress", { id: row.recruit_id })}
                className={buttonVariants({ variant: "ghost", size: "sm" })}
                aria-label={t("broadcaster.recruit.progressName", { name: row.nick_name })}
              >
                {t("broadcaster.recruit.progress")}
              </Link>
            ) : null,
          )}
        </div>
      ),
    },
  ];
}
