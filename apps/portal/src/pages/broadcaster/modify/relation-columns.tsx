import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import type { Cancellation, CancellationAction, Transfer, TransferAction } from "./relation-actions.ts";
import { cancellationActions, cancellationTone, transferActions, transferTone } from "./relation-actions.ts";

const name = (row: { anchor_nick_name: string }) => <bdi className="truncate font-medium">{row.anchor_nick_name}</bdi>;

/**
 * Columns of a transfer list (out or in): broadcaster, Bigo ID, the other agency, who started it,
 * status, started, answer due, reason, and the row's allowed actions (`transferActions`).
 */
export function transferColumns(
  t: TFunction,
  format: Formatters,
  view: "out" | "in",
  mayTransfer: boolean,
  onAction: (action: TransferAction, row: Transfer) => void,
): DataTableColumn<Transfer>[] {
  return [
    { id: "name", header: t("broadcaster.list.column.name"), hideable: false, width: 170, accessor: (row) => row.anchor_nick_name, cell: name },
    { id: "bigoId", priority: 2, header: t("broadcaster.list.column.bigoId"), width: 140, accessor: (row) => row.anchor_bigo_id },
    {
      id: "agency",
      priority: 2,
      header: t(view === "out" ? "broadcaster.relation.to" : "broadcaster.relation.from"),
      width: 180,
      accessor: (row) => (view === "out" ? row.target_agent_name : row.source_agent_name),
    },
    { id: "initiator", priority: 4, header: t("broadcaster.relation.startedBy"), width: 150, accessor: (row) => t(`broadcaster.relation.initiator.${String(row.initiator)}`) },
    {
      id: "status",
      priority: 1,
      header: t("broadcaster.recruit.column.status"),
      width: 190,
      accessor: (row) => t(`broadcaster.transferStatus.${String(row.status)}`),
      cell: (row) => <Badge tone={transferTone(row.status)}>{t(`broadcaster.transferStatus.${String(row.status)}`)}</Badge>,
    },
    { id: "created", priority: 4, header: t("broadcaster.relation.startedAt"), width: 160, accessor: (row) => format.dateTime(row.create_time * 1000) },
    { id: "due", priority: 3, header: t("broadcaster.relation.due"), width: 160, accessor: (row) => (row.expire_time > 0 ? format.dateTime(row.expire_time * 1000) : "") },
    {
      id: "reason",
      priority: 5,
      header: t("broadcaster.relation.reason"),
      width: 180,
      accessor: (row) => row.reason,
      cell: (row) => (
        <span className="truncate" title={row.reason}>
          {row.reason}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("broadcaster.list.column.actions"),
      width: 260,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) => (
        <div className="flex gap-1">
          {transferActions(row, view, mayTransfer).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === "approve" ? "primary" : action === "reject" ? "danger" : "ghost"}
              onClick={() => onAction(action, row)}
              aria-label={t(`broadcaster.relation.actionName.${action}`, { name: row.anchor_nick_name })}
            >
              {t(`broadcaster.relation.action.${action}`)}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}

/** Columns of the terminations list: broadcaster, Bigo ID, reason type and reason, status, started, answer due, actions. */
export function cancellationColumns(t: TFunction, format: Formatters, onAction: (action: CancellationAction, row: Cancellation) => void): DataTableColumn<Cancellation>[] {
  return [
    { id: "name", header: t("broadcaster.list.column.name"), hideable: false, width: 170, accessor: (row) => row.anchor_nick_name, cell: name },
    { id: "bigoId", priority: 2, header: t("broadcaster.list.column.bigoId"), width: 140, accessor: (row) => row.anchor_bigo_id },
    { id: "reasonType", priority: 3, header: t("broadcaster.relation.reasonType"), width: 170, accessor: (row) => t(`broadcaster.cancelReason.${String(row.reason_type)}`) },
    {
      id: "status",
      priority: 1,
      header: t("broadcaster.recruit.column.status"),
      width: 190,
      accessor: (row) => t(`broadcaster.cancelStatus.${String(row.status)}`),
      cell: (row) => <Badge tone={cancellationTone(row.status)}>{t(`broadcaster.cancelStatus.${String(row.status)}`)}</Badge>,
    },
    { id: "created", priority: 4, header: t("broadcaster.relation.startedAt"), width: 160, accessor: (row) => format.dateTime(row.create_time * 1000) },
    { id: "due", priority: 3, header: t("broadcaster.relation.due"), width: 160, accessor: (row) => (row.expire_time > 0 ? format.dateTime(row.expire_time * 1000) : "") },
    {
      id: "reason",
      priority: 5,
      header: t("broadcaster.relation.reason"),
      width: 180,
      accessor: (row) => row.reason,
      cell: (row) => (
        <span className="truncate" title={row.reason}>
          {row.reason}
        </span>
      ),
    },
    {
      id: "actions",
      header: t("broadcaster.list.column.actions"),
      width: 200,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) => (
        <div className="flex gap-1">
          {cancellationActions(row).map((action) => (
            <Button
              key={action}
              size="sm"
              variant="ghost"
              onClick={() => onAction(action, row)}
              aria-label={t(`broadcaster.relation.actionName.${action}`, { name: row.anchor_nick_name })}
            >
              {t(`broadcaster.relation.action.${action}`)}
            </Button>
          ))}
        </div>
      ),
    },
  ];
}
