/**
 * The checks of the scope matrix (README "Data scope", "Tests"), one declared call as one
 * account at a time. Everything the checks know about a call comes from its registration
 * (`router.access`: permissions, agent roles, service, and the `scope` declaration), never from a
 * list kept here; what an account may see comes from `oracle.ts`.
 */
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import type { Hono } from "hono";
import { families, successCodeOf } from "@agent-portal/api-client/families";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { AccountRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { CallScope, ScopeFields, ScopeKind, TargetKind } from "#http/call-scope.ts";
import { ServerCode } from "#http/codes.ts";
import type { CallAccess } from "#http/contract-router.ts";
import { agentRoleOf } from "#services/memberships.ts";
import { effectivePermissions, mayCall, onByBeansWhitelist } from "#services/permissions.ts";
import { sendDeclared } from "#testing/declared-call.ts";
import type { DeclaredAnswer } from "#testing/declared-call.ts";
import { within } from "./oracle.ts";
import type { OracleScope } from "./oracle.ts";
import { TARGETS } from "./out-of-scope.ts";

/** Who calls: the token and what the gate of a call reads of the account. */
export interface MatrixCaller {
  readonly username: string;
  readonly token: string;
  readonly accountRole: AccountRole;
  readonly permissions: readonly number[];
  readonly agentRole: number;
  /** On the by-beans whitelist (opens `whitelist` calls). */
  readonly isWhite: boolean;
  readonly scope: OracleScope;
}

/** Reads the account's gate inputs (effective permissions, agent role) and binds its token and scope. */
export async function matrixCaller(db: Database, username: string, token: string, scope: OracleScope): Promise<MatrixCaller> {
  const [account] = await selectRows<{
    id: number;
    role: AccountRole;
    permissions: number[];
    agency_permissions: number[];
    relation_transfer: number;
    relation_cancel: number;
    is_white: boolean;
  }>(db, sql`SELECT id, role, permissions, agency_permissions, relation_transfer, relation_cancel, is_white FROM accounts WHERE username = ${username}`);
  if (account === undefined) throw new Error(`no account ${username}`);
  const permissions = effectivePermissions({
    permissions: account.permissions,
    agencyPermissions: account.agency_permissions,
    relationTransfer: account.relation_transfer,
    relationCancel: account.relation_cancel,
  });
  return { username, token, accountRole: account.role, permissions, agentRole: await agentRoleOf(db, account.id), isWhite: account.is_white, scope };
}

/** Whether the declarations open the call to the caller, and what a refusal answers. */
export function gateOf(access: CallAccess, caller: MatrixCaller): { readonly allowed: boolean; readonly refusal: number } {
  const account = { role: caller.accountRole };
  if (access.service) return { allowed: caller.accountRole === AccountRole.Admin || caller.accountRole === AccountRole.Operator, refusal: LiveDataErrorCode.AccessDenied };
  if (access.auth === "none") return { allowed: true, refusal: ServerCode.NoPermission };
  const permitted = mayCall(account, caller.permissions, access.permissions);
  const roleOk = access.agentRoles === null || mayCall(account, [caller.agentRole], access.agentRoles);
  const whiteOk = !access.whitelist || onByBeansWhitelist({ ...account, isWhite: caller.isWhite });
  return { allowed: permitted && roleOk && whiteOk, refusal: ServerCode.NoPermission };
}

/** Every string under a key named `field`, at any depth (string arrays flattened). */
export function collect(data: unknown, field: string, out: string[] = []): string[] {
  if (Array.isArray(data)) {
    for (const item of data) collect(item, field, out);
  } else if (typeof data === "object" && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      if (key === field && typeof value === "string") out.push(value);
      else if (key === field && Array.isArray(value)) out.push(...value.filter((v): v is string => typeof v === "string"));
      else collect(value, field, out);
    }
  }
  return out;
}

/** The rows of a CSV export the answer links to (`data.url`), as header -> cell records. */
export async function exportRows(app: Hono, data: unknown): Promise<Record<string, string>[]> {
  const url = typeof data === "object" && data !== null && "url" in data && typeof data.url === "string" ? data.url : "";
  const target = new URL(url, "http://sandbox.invalid");
  const response = await app.request(target.pathname + target.search);
  if (response.status !== 200) throw new Error(`export ${target.pathname}: HTTP ${String(response.status)}`);
  return parse<Record<string, string>>(await response.text(), { columns: true, skip_empty_lines: true });
}

const outside = (scope: OracleScope, kind: ScopeKind, values: readonly string[]): string[] => values.filter((v) => !within(scope[kind], v));

/** Problems of the answer's rows and export columns against the caller's scope (empty when none). */
export async function rowProblems(app: Hono, key: string, scope: CallScope, caller: MatrixCaller, data: unknown): Promise<string[]> {
  if (typeof scope === "string") return [];
  const problems: string[] = [];
  const check = (fields: ScopeFields | undefined, values: (field: string) => string[], where: string) => {
    for (const [kind, names] of Object.entries(fields ?? {}) as [ScopeKind, readonly string[]][]) {
      for (const name of names) {
        const bad = outside(caller.scope, kind, values(name));
        if (bad.length > 0) problems.push(`${key} as ${caller.username}: ${where} ${name} holds ${String(bad.length)} ${kind} value(s) outside the scope, e.g. ${bad[0] ?? ""}`);
      }
    }
  };
  check(scope.rows, (name) => collect(data, name), "answer field");
  if (scope.csv !== undefined) {
    const rows = await exportRows(app, data);
    check(scope.csv, (name) => rows.map((r) => r[name] ?? ""), "export column");
  }
  return problems;
}

/** The row kinds a request target of `kind` filters by: a filter answering only rows in scope is as good as a refusal. */
const FILTERED_BY: Readonly<Record<TargetKind, readonly ScopeKind[]>> = {
  broadcaster: ["broadcaster", "broadcasterBigoId"],
  broadcasterBigoId: ["broadcaster", "broadcasterBigoId"],
  broadcasters: ["broadcaster"],
  member: ["member"],
  subAgency: ["subAgency"],
  agency: ["agency"],
  region: ["region"],
  renewal: [],
  sign: [],
};

/** A success of the call's family. */
export const isSuccess = (access: CallAccess, answer: DeclaredAnswer): boolean => answer.status === 200 && answer.code === successCodeOf(families[access.declaration.family].style);

/**
 * Sends the call once per declared target, that target replaced by a value outside the caller's
 * scope. A change must be refused; a read must be refused too, unless the target filters a list
 * whose rows are then checked.
 */
export async function targetProblems(app: Hono, db: Database, access: CallAccess, caller: MatrixCaller, args: unknown): Promise<string[]> {
  const { scope, declaration } = access;
  if (typeof scope === "string" || scope.targets === undefined) return [];
  const problems: string[] = [];
  const base = typeof args === "object" && args !== null ? (args as Record<string, unknown>) : {};
  for (const [field, kind] of Object.entries(scope.targets)) {
    const value = await TARGETS[kind](db, caller.scope);
    if (value === null) continue;
    const answer = await sendDeclared(app, declaration, { ...base, [field]: value }, caller.token);
    const label = `${declaration.key} as ${caller.username} with ${field}=${JSON.stringify(value)} (outside the scope)`;
    if (answer.status >= 500) problems.push(`${label}: HTTP ${String(answer.status)} ${answer.msg}`);
    if (!isSuccess(access, answer)) continue;
    const filters = declaration.kind === "query" && FILTERED_BY[kind].some((k) => scope.rows?.[k] !== undefined);
    if (!filters) {
      problems.push(`${label}: answered success instead of a refusal`);
      continue;
    }
    problems.push(...(await rowProblems(app, declaration.key, scope, caller, answer.data)));
  }
  return problems;
}

/** The answer made comparable: export links replaced by the files' rows. */
export async function comparable(app: Hono, scope: CallScope, data: unknown): Promise<string> {
  const exported = typeof scope !== "string" && typeof data === "object" && data !== null && "url" in data && typeof data.url === "string" && data.url.includes("/sandbox/files/");
  return JSON.stringify(exported ? { ...data, url: await exportRows(app, data) } : data);
}

/**
 * Changes every live-data row outside the caller's scope (`sign` 1) or changes it back (`-1`):
 * beans, live time, PK figures, fans, viewers, gift senders, multi-room time. A call whose answer
 * moves with it reads data outside the scope.
 */
export async function perturbOutside(db: Database, scope: OracleScope, sign: 1 | -1): Promise<void> {
  const d = (n: number) => n * sign;
  await db.execute(sql`
    UPDATE live_daily_metrics m SET beans = beans + ${d(1009)}, live_seconds = live_seconds + ${d(607)}, pk_count = pk_count + ${d(1)},
      pk_wins = pk_wins + ${d(1)}, pk_beans = pk_beans + ${d(101)}, new_fans = new_fans + ${d(5)}, viewers = viewers + ${d(31)},
      gift_senders = gift_senders + ${d(3)}, multi_room_seconds = multi_room_seconds + ${d(307)}
    WHERE (${scope.metrics}) IS NOT TRUE`);
}
