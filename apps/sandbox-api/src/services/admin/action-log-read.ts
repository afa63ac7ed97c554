/**
 * Reading the administration's action log (README "Administration"): the filtered entries, newest
 * first, as the contract answers them, and as CSV rows for the export.
 */
import { and, desc, eq, gte, ilike, lt } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { ActionLogEntry, AdminAction } from "@agent-portal/api-client/contract/admin-action-log";
import type { Database } from "#db/client.ts";
import { adminActionLog } from "#db/schema/admin.ts";
import type { AdminActionLogEntry } from "#db/schema/admin.ts";
import { toSeconds } from "#services/time.ts";
import { containing } from "./account-rows.ts";

/** The filters of the log (times in Unix seconds: start inclusive, end exclusive). */
export interface ActionLogFilter {
  readonly actor?: string | undefined;
  readonly target?: string | undefined;
  readonly action?: AdminAction | undefined;
  readonly start_time?: number | undefined;
  readonly end_time?: number | undefined;
}

/** The condition of a filter. */
export function logWhere(filter: ActionLogFilter): SQL | undefined {
  const actor = containing(filter.actor);
  const target = containing(filter.target);
  return and(
    actor === null ? undefined : ilike(adminActionLog.actorName, actor),
    target === null ? undefined : ilike(adminActionLog.targetName, target),
    filter.action === undefined ? undefined : eq(adminActionLog.action, filter.action),
    filter.start_time === undefined ? undefined : gte(adminActionLog.at, new Date(filter.start_time * 1000)),
    filter.end_time === undefined ? undefined : lt(adminActionLog.at, new Date(filter.end_time * 1000)),
  );
}

const text = (value: unknown): string => (value === undefined || value === null ? "" : typeof value === "string" ? value : JSON.stringify(value));

/** An entry as the contract answers it: the changed fields, each with its before and after as text. */
export function entryOf(row: AdminActionLogEntry): ActionLogEntry {
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  return {
    id: row.id,
    time: toSeconds(row.at),
    actor: row.actorName,
    actor_role: row.actorRole,
    action: row.action as AdminAction,
    target: row.targetName ?? "",
    changes: fields.map((field) => ({ field, before: text(row.before?.[field]), after: text(row.after?.[field]) })),
    request_id: row.requestId,
  };
}

/** One page of the log matching `filter`, newest first, with the total. */
export async function logPage(db: Database, filter: ActionLogFilter, page: number, pageSize: number): Promise<{ list: ActionLogEntry[]; total: number }> {
  const where = logWhere(filter);
  const total = await db.$count(adminActionLog, where);
  const rows = await db
    .select()
    .from(adminActionLog)
    .where(where)
    .orderBy(desc(adminActionLog.at), desc(adminActionLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map(entryOf), total };
}

/** The CSV header of the export (times in UTC, ISO 8601). */
export const LOG_CSV_HEADER = ["time (UTC)", "actor", "actor_role", "action", "target", "field", "before", "after", "request_id"] as const;

/** Every entry matching `filter` as CSV rows, one per changed field (an entry without one: one row). */
export async function logCsvRows(db: Database, filter: ActionLogFilter): Promise<(string | number)[][]> {
  const rows = await db.select().from(adminActionLog).where(logWhere(filter)).orderBy(desc(adminActionLog.at), desc(adminActionLog.id));
  return rows.flatMap((row) => {
    const entry = entryOf(row);
    const base = [row.at.toISOString(), entry.actor, entry.actor_role, entry.action, entry.target];
    const changes = entry.changes.length === 0 ? [{ field: "", before: "", after: "" }] : entry.changes;
    return changes.map((change) => [...base, change.field, change.before, change.after, entry.request_id]);
  });
}
