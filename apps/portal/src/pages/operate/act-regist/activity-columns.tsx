import type { Formatters } from "@agent-portal/i18n/use-formatters";
import { pathOf } from "@agent-portal/permissions/route-path";
import { Badge } from "@agent-portal/ui-kit/components/badge";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { ActivityStatus } from "@agent-portal/api-client/enums";
import type { Activity } from "./act-regist-params.ts";
import { SignDeadline, ZonedTime } from "./activity-times.tsx";

/** Badge tone of an activity status. */
export const statusTone = (status: ActivityStatus): "brand" | "success" | "neutral" | "warning" =>
  status === ActivityStatus.SignOpen ? "success" : status === ActivityStatus.Upcoming ? "brand" : status === ActivityStatus.Running ? "warning" : "neutral";

/** The detail link of an activity (`act-detail?activityId=`). */
export const activityDetailHref = (activityId: number): string => `${pathOf("ActRegistDetail")}?activityId=${String(activityId)}`;

/**
 * The activity list's columns: name (link to its detail), status, region, the activity's window
 * and the sign-up deadline with its live countdown (both in the report zone, local time beside),
 * and the agency's quota ("3 / 20"). `now` is the ticking clock of the page.
 */
export function activityColumns(t: TFunction, format: Formatters, now: number): DataTableColumn<Activity>[] {
  return [
    {
      id: "name",
      header: t("operate.actRegist.column.name"),
      hideable: false,
      width: 220,
      accessor: (row) => row.activityName,
      cell: (row) => (
        <Link className="font-medium text-brand-700 underline-offset-2 hover:underline" to={activityDetailHref(row.activityId)}>
          {row.activityName}
        </Link>
      ),
    },
    {
      id: "status",
      priority: 1,
      header: t("operate.actRegist.column.status"),
      width: 130,
      accessor: (row) => row.status,
      cell: (row) => <Badge tone={statusTone(row.status)}>{t(`operate.actRegist.status.${String(row.status)}`)}</Badge>,
    },
    { id: "zone", priority: 4, header: t("operate.actRegist.column.zone"), width: 90, accessor: (row) => row.zone },
    {
      id: "window",
      priority: 3,
      header: t("operate.actRegist.column.window"),
      width: 240,
      accessor: (row) => row.startTime,
      cell: (row) => (
        <span className="flex flex-col">
          <ZonedTime seconds={row.startTime} timeZone={row.reportTimeZone} />
          <ZonedTime seconds={row.endTime} timeZone={row.reportTimeZone} />
        </span>
      ),
    },
    {
      id: "deadline",
      priority: 2,
      header: t("operate.actRegist.column.deadline"),
      width: 240,
      accessor: (row) => row.signEndTime,
      cell: (row) => <SignDeadline activity={row} now={now} />,
    },
    {
      id: "quota",
      priority: 2,
      header: t("operate.actRegist.column.quota"),
      width: 110,
      align: "end",
      accessor: (row) => row.signedCount,
      cell: (row) => t("operate.actRegist.quotaValue", { signed: format.number(row.signedCount), quota: format.number(row.maxAnchors) }),
    },
  ];
}
