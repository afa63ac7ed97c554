/**
 * The administration's exports (README "Administration"): the action log, the accounts list and
 * the data-permissions list, each of the filtered set on the server. A file is CSV with a header
 * row (`toCsv`; the file route puts the UTF-8 byte-order mark in front), numbers stay numbers, times
 * are UTC with the zone in the header, and every export is itself written to the action log with
 * its filters.
 */
import type { AccountRow } from "@agent-portal/api-client/contract/admin-accounts";
import type { AdminAction } from "@agent-portal/api-client/contract/admin-action-log";
import { AccountRole, AccountStatus, AccountSubRole } from "@agent-portal/api-client/enums";
import { NO_SUB_ROLE } from "@agent-portal/permissions/profiles";
import type { Database } from "#db/client.ts";
import { enumName, storeExport, toCsv } from "#services/files.ts";
import type { Caller } from "#services/sessions.ts";
import { logAction } from "./action-log.ts";

/** One export: the file's name, header and rows, and the action and filters the log records. */
export interface LoggedExport {
  /** The downloaded file's name, naming the screen (`admin-accounts.csv`). */
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
  /** `log.export`, `account.export` or `account.scopeExport`. */
  readonly action: AdminAction;
  /** The filters sent, as the log shows them. */
  readonly filter: Record<string, unknown>;
}

/** Stores one export as CSV, logs it, and answers the export call's `{ url, expire_time }` (a signed link under `origin`, 1 hour). */
export async function storeLoggedExport(db: Database, caller: Caller, file: LoggedExport, requestId: string, origin: string, now: Date) {
  const csv = toCsv(file.header, file.rows);
  await logAction(db, caller, { action: file.action, target: null, before: null, after: { ...file.filter }, requestId }, now);
  return storeExport(db, { name: file.name, csv, ownerAccountId: caller.account.id, origin }, now);
}

/** An instant in Unix seconds as ISO 8601 UTC, "" for 0 (never). */
const utc = (seconds: number): string => (seconds === 0 ? "" : new Date(seconds * 1000).toISOString());
const roleName = (row: AccountRow): string => enumName(AccountRole, row.role);
const subRoleName = (row: AccountRow): string => (row.sub_role === NO_SUB_ROLE ? "" : enumName(AccountSubRole, row.sub_role));
const statusName = (row: AccountRow): string => enumName(AccountStatus, row.status);

/** The accounts export's header (getAccountList's columns; times in UTC). */
export const ACCOUNT_CSV_HEADER = [
  "id",
  "username",
  "bigo_id",
  "name",
  "role",
  "sub_role",
  "status",
  "status_reason",
  "permissions",
  "scope_kind",
  "scope",
  "agency",
  "last_login (UTC)",
  "created_by",
  "created (UTC)",
] as const;

/** One account as a row of the accounts export: the id a number, permission ids space-separated. */
export const accountCsvRow = (row: AccountRow): (string | number)[] => [
  row.id,
  row.username,
  row.bigo_id,
  row.nick_name,
  roleName(row),
  subRoleName(row),
  statusName(row),
  row.status_reason,
  row.permissions.join(" "),
  row.scope_kind,
  row.scope_names.join("; "),
  row.agency_name,
  utc(row.last_login_time),
  row.created_by,
  utc(row.create_time),
];

/** The data-permissions export's header. */
export const SCOPE_CSV_HEADER = ["id", "username", "name", "role", "status", "scope_kind", "scope", "scope_entries", "agency"] as const;

/** One account as a row of the data-permissions export: its scope kind, names and how many regions or agencies it lists (a number). */
export const scopeCsvRow = (row: AccountRow): (string | number)[] => [
  row.id,
  row.username,
  row.nick_name,
  roleName(row),
  statusName(row),
  row.scope_kind,
  row.scope_names.join("; "),
  row.scope_kind === "regions" || row.scope_kind === "agencies" ? row.scope_names.length : 0,
  row.agency_name,
];
