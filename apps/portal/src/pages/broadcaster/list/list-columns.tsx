import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { Broadcaster } from "./anchor-list-params.ts";
import { FollowToggle } from "./follow-toggle.tsx";
import { RowActionsMenu } from "./row-actions-menu.tsx";
import type { RowAction, Viewer } from "./row-actions.ts";
import { contractTone, rowActions } from "./row-actions.ts";

/** Column ids of the broadcaster list (the keys of the persisted column settings and of `sort`). */
export const COLUMN_IDS = [
  "name",
  "bigoId",
  "country",
  "broker",
  "contract",
  "contractEnd",
  "join",
  "lastLive",
  "liveDays",
  "duration",
  "beans",
  "kyc",
  "grade",
  "follow",
  "actions",
] as const;

/** What the columns need besides the row. */
export interface ColumnContext {
  readonly t: TFunction;
  readonly format: Formatters;
  readonly viewer: Viewer;
  readonly onAction: (action: RowAction, row: Broadcaster) => void;
  readonly onFollow: (row: Broadcaster) => void;
  /** Rows whose follow change is being sent. */
  readonly followBusy: ReadonlySet<string>;
}

/** A day-precision instant (UTC day boundaries) as the locale's date; "" when not set. */
const day = (format: Formatters, seconds: number) => (seconds > 0 ? format.date(seconds * 1000, { timeZone: "UTC" }) : "");

/**
 * The broadcaster list's columns (issue 7): name (links to the broadcaster's live data), Bigo ID,
 * country, broker, contract state, contract end, join day, last live, live days / duration /
 * beans of the last 30 days, KYC, grade, follow and the row's actions. Texts and numbers are
 * formatted for the active language; the CSV gets the same texts (follow and actions excluded).
 */
export function listColumns({ t, format, viewer, onAction, onFollow, followBusy }: ColumnContext): DataTableColumn<Broadcaster>[] {
  return [
    {
      id: "name",
      header: t("broadcaster.list.column.name"),
      hideable: false,
      width: 200,
      accessor: (row) => row.nick_name,
      cell: (row) => (
        <Link to={pathOf("BroadcasterLiveData", { uid: row.anchor_uid })} className="truncate font-medium text-brand-700 hover:underline">
          <bdi>{row.nick_name}</bdi>
        </Link>
      ),
    },
    {
      id: "bigoId",
      priority: 1,
      header: t("broadcaster.list.column.bigoId"),
      width: 150,
      accessor: (row) => row.bigo_id,
      cell: (row) => <bdi className="truncate">{row.bigo_id}</bdi>,
    },
    { id: "country", priority: 6, header: t("broadcaster.list.column.country"), width: 130, accessor: (row) => format.region(row.country) },
    {
      id: "broker",
      priority: 2,
      header: t("broadcaster.list.column.broker"),
      width: 150,
      accessor: (row) => (row.broker_uid === "0" ? t("broadcaster.list.noBroker") : row.broker_name),
      cell: (row) => (row.broker_uid === "0" ? <span className="text-fg-muted">{t("broadcaster.list.noBroker")}</span> : <bdi className="truncate">{row.broker_name}</bdi>),
    },
    {
      id: "contract",
      priority: 1,
      header: t("broadcaster.list.column.contract"),
      width: 150,
      accessor: (row) => t(`broadcaster.contractStatus.${String(row.contract_status)}`),
      cell: (row) => <Badge tone={contractTone(row.contract_status)}>{t(`broadcaster.contractStatus.${String(row.contract_status)}`)}</Badge>,
    },
    { id: "contractEnd", priority: 3, header: t("broadcaster.list.column.contractEnd"), width: 140, sortable: true, accessor: (row) => day(format, row.contract_end_time) },
    { id: "join", priority: 4, header: t("broadcaster.list.column.join"), width: 140, sortable: true, accessor: (row) => day(format, row.join_time) },
    {
      id: "lastLive",
      priority: 2,
      header: t("broadcaster.list.column.lastLive"),
      width: 150,
      sortable: true,
      accessor: (row) => (row.last_live_time > 0 ? format.relativeTime(row.last_live_time * 1000) : t("broadcaster.list.neverLive")),
    },
    {
      id: "liveDays",
      priority: 5,
      header: t("broadcaster.list.column.liveDays"),
      width: 120,
      align: "end",
      accessor: (row) => row.live_days_30d,
      cell: (row) => format.number(row.live_days_30d),
    },
    {
      id: "duration",
      priority: 4,
      header: t("broadcaster.list.column.duration"),
      width: 150,
      align: "end",
      sortable: true,
      accessor: (row) => format.duration(row.live_duration_30d),
    },
    {
      id: "beans",
      priority: 3,
      header: t("broadcaster.list.column.beans"),
      width: 140,
      align: "end",
      sortable: true,
      accessor: (row) => row.beans_30d,
      cell: (row) => format.number(row.beans_30d),
    },
    { id: "kyc", priority: 5, header: t("broadcaster.list.column.kyc"), width: 150, accessor: (row) => t(`broadcaster.kycStatus.${String(row.kyc_status)}`) },
    {
      id: "grade",
      priority: 7,
      header: t("broadcaster.list.column.grade"),
      width: 90,
      accessor: (row) => row.grade,
      cell: (row) => (row.grade === "" ? <span className="text-fg-muted">—</span> : row.grade),
    },
    {
      id: "follow",
      priority: 6,
      header: t("broadcaster.list.column.follow"),
      width: 90,
      excludeFromExport: true,
      accessor: (row) => row.is_followed,
      cell: (row) => <FollowToggle followed={row.is_followed === 1} name={row.nick_name} busy={followBusy.has(row.anchor_uid)} onToggle={() => onFollow(row)} />,
    },
    {
      id: "actions",
      header: t("broadcaster.list.column.actions"),
      width: 120,
      hideable: false,
      excludeFromExport: true,
      accessor: () => "",
      cell: (row) => <RowActionsMenu row={row} actions={rowActions(row, viewer)} onAction={onAction} />,
    },
  ];
}
