import { RecallRiskReason, RecallStatus } from "@agent-portal/api-client/enums";
import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import { Button } from "@agent-portal/ui-kit/components/button";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import type { RecallRow } from "./recall-params.ts";

/** The badge tone of a recall status (the text always says the status). */
const STATUS_TONE = {
  [RecallStatus.None]: "neutral",
  [RecallStatus.ImSent]: "brand",
  [RecallStatus.ImOpened]: "brand",
  [RecallStatus.RewardDrawn]: "success",
  [RecallStatus.CalledBack]: "success",
} as const;

/** Why a broadcaster is at risk, in words (the inactive days fill in "no live session for N days"). */
export function riskReasonText(t: TFunction, row: Pick<RecallRow, "inactiveDays">, reason: RecallRiskReason): string {
  return reason === RecallRiskReason.NoLive ? t("dataCenter.recall.reason.2", { days: row.inactiveDays }) : t(`dataCenter.recall.reason.${String(reason)}`);
}

/**
 * The recall tab's columns: the broadcaster (to their live data), why they are at risk, their last
 * live session, beans in the 30 days before going quiet, the recall status, when they may be
 * recalled (again), and a button opening their recall path.
 *
 * @param onPath opens the path dialog of a row
 */
export function recallColumns(t: TFunction, format: Formatters, onPath: (row: RecallRow) => void): DataTableColumn<RecallRow>[] {
  return [
    {
      id: "broadcaster",
      header: t("dataCenter.column.broadcaster"),
      hideable: false,
      width: 200,
      accessor: (row) => `${row.nickName} (${row.bigoId})`,
      cell: (row) => (
        <Link to={pathOf("BroadcasterLiveData", { uid: row.uid })} className="flex min-w-0 flex-col text-brand-700 hover:underline">
          <span className="truncate">{row.nickName}</span>
          <bdi className="text-xs text-fg-muted">{row.bigoId}</bdi>
        </Link>
      ),
    },
    {
      id: "why",
      header: t("dataCenter.recall.column.why"),
      width: 240,
      accessor: (row) => row.riskReasons.map((reason) => riskReasonText(t, row, reason)).join("; "),
      cell: (row) => (
        <ul className="flex list-disc flex-col gap-0.5 ps-4 text-sm">
          {row.riskReasons.map((reason) => (
            <li key={reason}>{riskReasonText(t, row, reason)}</li>
          ))}
        </ul>
      ),
    },
    {
      id: "lastLive",
      header: t("dataCenter.recall.column.lastLive"),
      width: 140,
      priority: 3,
      accessor: (row) => (row.lastLiveTime === 0 ? t("dataCenter.recall.never") : format.date(row.lastLiveTime * 1000, { timeZone: "UTC" })),
    },
    { id: "beans30d", header: t("dataCenter.recall.column.beans30d"), width: 140, priority: 4, align: "end", accessor: (row) => format.beans(row.beans30d) },
    {
      id: "status",
      header: t("dataCenter.recall.column.status"),
      width: 150,
      accessor: (row) => t(`dataCenter.recall.status.${String(row.recallStatus)}`),
      cell: (row) => <Badge tone={STATUS_TONE[row.recallStatus]}>{t(`dataCenter.recall.status.${String(row.recallStatus)}`)}</Badge>,
    },
    {
      id: "next",
      header: t("dataCenter.recall.column.next"),
      width: 170,
      priority: 2,
      accessor: (row) => (row.recallOpenTime === 0 ? t("dataCenter.recall.openNow") : t("dataCenter.recall.reopensOn", { time: format.dateTime(row.recallOpenTime * 1000) })),
    },
    {
      id: "path",
      header: t("dataCenter.recall.column.path"),
      width: 110,
      hideable: false,
      accessor: () => "",
      cell: (row) =>
        row.recallStatus === RecallStatus.None ? null : (
          <Button variant="secondary" size="sm" onClick={() => onPath(row)}>
            {t("dataCenter.recall.viewPath")}
            <span className="sr-only">{t("dataCenter.recall.pathOf", { name: row.nickName || row.bigoId })}</span>
          </Button>
        ),
    },
  ];
}
