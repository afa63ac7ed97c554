import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { DataTableColumn } from "@agent-portal/ui-kit/components/data-table";
import type { TFunction } from "i18next";
import { permissionText } from "#pages/admin/shared/permission-name.tsx";
import type { AdminActionLogRow } from "./action-log-params.ts";

/** The ids of the Action log list's columns, in order (the column settings key them). */
export const ADMIN_ACTION_LOG_COLUMN_IDS = ["time", "actor", "action", "target", "changes", "requestId"] as const;

/** The logged fields that hold permission ids (a JSON list of numbers). */
const PERMISSION_FIELDS: ReadonlySet<string> = new Set(["permissions", "granted", "revoked"]);

/** One side of a change as text: "—" when empty, permission lists by their translated names (with spec name and id). */
function sideText(t: TFunction, field: string, value: string): string {
  if (value === "") return "—";
  if (!PERMISSION_FIELDS.has(field)) return value;
  let ids: unknown;
  try {
    ids = JSON.parse(value);
  } catch {
    return value;
  }
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "number")) return value;
  return ids.length === 0 ? "—" : ids.map((id: number) => permissionText(t, id)).join(", ");
}

/** One changed field as "field: before → after" (an empty side shows "—"; permission ids show by name). */
export const changeText = (t: TFunction, change: AdminActionLogRow["changes"][number]): string =>
  `${change.field}: ${sideText(t, change.field, change.before)} → ${sideText(t, change.field, change.after)}`;

/**
 * The Action log list's columns: time (the user's zone), actor with role, action, target, the
 * changed fields before → after, and the request id. Headers are `admin.actionLog.column.*`.
 */
export function adminActionLogColumns(t: TFunction, format: Formatters): DataTableColumn<AdminActionLogRow>[] {
  return [
    { id: "time", hideable: false, header: t("admin.actionLog.column.time"), width: 180, accessor: (row) => format.dateTime(row.time * 1000) },
    { id: "actor", priority: 2, header: t("admin.actionLog.column.actor"), width: 190, accessor: (row) => `${row.actor} (${t(`admin.role.${String(row.actor_role)}`)})` },
    { id: "action", priority: 1, header: t("admin.actionLog.column.action"), width: 190, accessor: (row) => t(`admin.actionLog.action.${row.action}`) },
    { id: "target", priority: 1, header: t("admin.actionLog.column.target"), width: 170, accessor: (row) => (row.target === "" ? "—" : row.target) },
    {
      id: "changes",
      priority: 1,
      header: t("admin.actionLog.column.changes"),
      width: 360,
      accessor: (row) => row.changes.map((change) => changeText(t, change)).join("; "),
      cell: (row) => (
        <ul className="flex min-w-0 flex-col text-xs">
          {row.changes.map((change) => (
            <li key={change.field} className="truncate" title={changeText(t, change)}>
              {changeText(t, change)}
            </li>
          ))}
        </ul>
      ),
    },
    { id: "requestId", priority: 4, header: t("admin.actionLog.column.requestId"), width: 140, accessor: (row) => row.request_id },
  ];
}
