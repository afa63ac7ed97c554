/**
 * The administration's action log (ActionLog 5; admin route `action-log`): every account,
 * permission and scope change, with actor, role, time, target and the changed fields before and
 * after, and every view and export of the log itself. Ours: SPEC section 7 shows no call for the
 * admin pages. The log is append-only: no call edits or deletes it.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { listTag, rowTags } from "#tags.ts";
import { enumSchema, exportAnswerSchema, pageFields, pageOf, secondsSchema } from "./shared.ts";
import { AccountRole } from "#enums/account-roles.ts";

/** What an entry records (`account.*`: a change of one account (`account.scope`: its data scope), or an export of the accounts (`account.export`) or data-permissions (`account.scopeExport`) list; `log.*`: the log itself was read; `permission.batch`: one account's change by a batch authorisation, whose id is the entry's request id; `member.*`: the permissions a member's login gained or lost with a change of agency role or a removal from the guild team). */
export const adminActions = [
  "account.create",
  "account.update",
  "account.disable",
  "account.enable",
  "account.resetPassword",
  "account.scope",
  "account.export",
  "account.scopeExport",
  "log.view",
  "log.export",
  "permission.batch",
  "member.role",
  "member.remove",
] as const;
/** One of {@link adminActions}. */
export type AdminAction = (typeof adminActions)[number];

/** One field an entry changed: its name and its values as text (JSON for lists; "" where there was none). */
export const fieldChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });

/** One entry of the action log. */
export const actionLogEntrySchema = z.object({
  id: z.int().check(z.positive()),
  /** When, Unix seconds. */
  time: secondsSchema,
  /** The actor's username and AccountRole at the time. */
  actor: z.string(),
  actor_role: enumSchema(AccountRole),
  action: z.enum(adminActions),
  /** The account acted on; "" for the log's own entries. */
  target: z.string(),
  /** The fields changed, before and after; the filters used for `log.*` entries. */
  changes: z.array(fieldChangeSchema),
  /** The request (or batch) the entry belongs to. */
  request_id: z.string(),
});
/** One action-log entry. */
export type ActionLogEntry = z.infer<typeof actionLogEntrySchema>;

/** The filters of the log and of its export. */
const logFilters = {
  /** Part of the actor's username. */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** Part of the target's username. */
  target: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  action: z.optional(z.enum(adminActions)),
  /** From this instant, Unix seconds (inclusive). */
  start_time: z.optional(secondsSchema),
  /** Up to this instant, Unix seconds (exclusive). */
  end_time: z.optional(secondsSchema),
};

/** POST /agent/actionLog/list (ActionLog): the log, newest first, filtered and paged; the view itself is logged (`log.view`). */
export const getAdminActionLog = defineEndpoint({
  name: "getAdminActionLog",
  family: "main",
  path: "/agent/actionLog/list",
  kind: "query",
  summary: "The administration's action log, newest first; each read is itself logged.",
  request: () => z.object({ ...logFilters, ...pageFields }),
  response: () => pageOf(actionLogEntrySchema),
  tags: ["AdminActionLog"],
  provides: (result) => rowTags("AdminActionLog", result.list, (row) => row.id),
});

/** POST /agent/actionLog/export (ActionLog): the filtered log as CSV (every matching entry, not a page); the export is logged (`log.export`). */
export const exportAdminActionLog = defineEndpoint({
  name: "exportAdminActionLog",
  family: "main",
  path: "/agent/actionLog/export",
  kind: "query",
  summary: "The filtered action log as a CSV download; the export is itself logged.",
  request: () => z.object(logFilters),
  response: () => exportAnswerSchema,
  tags: ["AdminActionLog"],
  provides: () => [listTag("AdminActionLog")],
});

/** Every action-log declaration. */
export const adminActionLogEndpoints = [getAdminActionLog, exportAdminActionLog] as const;
