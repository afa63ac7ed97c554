import { BlacklistStatus } from "@agent-portal/api-client/enums";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { BadgeProps } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import type { PaymentBlacklistRow } from "./blacklist-params.ts";

/** The ids of the blacklist's columns, in order (the column settings key them). */
export const PAYMENT_BLACKLIST_COLUMN_IDS = ["bigoId", "nickName", "status", "reason", "expireTime", "createTime", "creatorName", "removed", "actions"] as const;

const TONES: Readonly<Record<BlacklistStatus, NonNullable<BadgeProps["tone"]>>> = {
  [BlacklistStatus.Active]: "danger",
  [BlacklistStatus.Expired]: "neutral",
  [BlacklistStatus.Removed]: "neutral",
};

/**
 * The blacklist's columns: Bigo ID, name, status (in force, expired, removed), reason, expiry
 * ("Never" without one), when and by whom it was added, the removal (when, by whom, why) and the
 * row's Remove button (entries not yet removed). Times are Unix seconds shown in the user's zone.
 */
export function paymentBlacklistColumns(t: TFunction, format: Formatters, onRemove: (row: PaymentBlacklistRow) => void): DataTableColumn<PaymentBlacklistRow>[] {
  const statusText = (row: PaymentBlacklistRow) => t(`payment.blacklist.status.${String(row.status)}`);
  return [
    {
      id: "bigoId",
      hideable: false,
      header: t("payment.blacklist.column.bigoId"),
      width: 160,
      accessor: (row) => row.bigo_id,
      cell: (row) => <bdi className="truncate font-medium">{row.bigo_id}</bdi>,
    },
    {
      id: "nickName",
      priority: 3,
      header: t("payment.blacklist.column.nickName"),
      width: 150,
      accessor: (row) => row.nick_name,
      cell: (row) => <bdi className="truncate">{row.nick_name}</bdi>,
    },
    {
      id: "status",
      priority: 1,
      header: t("payment.blacklist.column.status"),
      width: 120,
      accessor: statusText,
      cell: (row) => <Badge tone={TONES[row.status]}>{statusText(row)}</Badge>,
    },
    {
      id: "reason",
      priority: 2,
      header: t("payment.blacklist.column.reason"),
      width: 220,
      accessor: (row) => row.reason,
      cell: (row) => (
        <span className="truncate" title={row.reason}>
          {row.reason}
        </span>
      ),
    },
    {
      id: "expireTime",
      priority: 4,
      header: t("payment.blacklist.column.expireTime"),
      width: 170,
      accessor: (row) => (row.expire_time === 0 ? t("payment.blacklist.never") : format.dateTime(row.expire_time * 1000)),
    },
    { id: "createTime", priority: 5, header: t("payment.blacklist.column.createTime"), width: 170, accessor: (row) => format.dateTime(row.create_time * 1000) },
    { id: "creatorName", priority: 7, header: t("payment.blacklist.column.creatorName"), width: 150, accessor: (row) => row.creator_name },
    {
      id: "removed",
      priority: 6,
      header: t("payment.blacklist.column.removed"),
      width: 240,
      accessor: (row) =>
        row.remove_time === 0 ? "" : t("payment.blacklist.removedBy", { time: format.dateTime(row.remove_time * 1000), name: row.remover_name, reason: row.remove_reason }),
      cell: (row) =>
        row.remove_time === 0 ? null : (
          <span className="truncate" title={row.remove_reason}>
            {t("payment.blacklist.removedBy", { time: format.dateTime(row.remove_time * 1000), name: row.remover_name, reason: row.remove_reason })}
          </span>
        ),
    },
    {
      id: "actions",
      header: t("payment.blacklist.column.actions"),
      width: 120,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) =>
        row.status === BlacklistStatus.Removed ? null : (
          <Button variant="secondary" size="sm" aria-label={t("payment.blacklist.removeName", { id: row.bigo_id })} onClick={() => onRemove(row)}>
            {t("payment.blacklist.remove")}
          </Button>
        ),
    },
  ];
}
