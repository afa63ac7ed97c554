/**
 * Values just outside an account's scope, for each kind of request target the calls declare
 * (`TargetKind` of `#http/call-scope.ts`): another broker's broadcaster of the same agency for a
 * broker, another agency's for agency staff, another region's for an operator, someone else's for
 * a broadcaster. The scope matrix test sends them and expects a refusal (or, for a list filter,
 * no row outside the scope). The record `TARGETS` must name every kind: a kind added later fails
 * the type check until the matrix knows how to pick one.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";
import type { TargetKind } from "#http/call-scope.ts";
import { within } from "./oracle.ts";
import type { OracleScope } from "./oracle.ts";

/** Picks a value of one kind outside `scope`, or null when the scope holds every such value. */
type Picker = (db: Database, scope: OracleScope) => Promise<unknown>;

const sameAgencyFirst = (scope: OracleScope, column: SQL): SQL => sql`(${column} IS NOT DISTINCT FROM ${scope.agencyId}) DESC`;

const notIn = (values: readonly number[]): SQL =>
  values.length === 0
    ? sql`true`
    : sql`NOT IN (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

/** The first signed broadcaster outside the scope: the same agency first, contracts ending soonest first. */
async function broadcasterOutside(db: Database, scope: OracleScope): Promise<{ uid: string; bigo_id: string } | null> {
  if (scope.broadcaster === "all") return null;
  const rows = await selectRows<{ uid: string; bigo_id: string }>(
    db,
    sql`SELECT uid, bigo_id FROM broadcasters WHERE contract_state = 'signed' AND agency_id IS NOT NULL AND account_id IS NULL
        ORDER BY ${sameAgencyFirst(scope, sql`agency_id`)}, contract_end, uid`,
  );
  return rows.find((r) => !within(scope.broadcaster, r.uid)) ?? null;
}

/** A record of table `table` (with `agency_id`, `broadcaster_uid`) outside the scope: another broker's in the same agency, or another agency's. */
async function recordOutside(db: Database, scope: OracleScope, table: string, waiting: SQL): Promise<string | null> {
  if (scope.agencyIds === "all") return null;
  const rows = await selectRows<{ id: number; agency_id: number; broadcaster_uid: string }>(
    db,
    sql`SELECT id, agency_id, broadcaster_uid FROM ${sql.raw(table)} ORDER BY ${sameAgencyFirst(scope, sql`agency_id`)}, ${waiting} DESC, id`,
  );
  const { agencyIds } = scope;
  const outside = rows.find((r) => r.broadcaster_uid !== scope.uid && (!agencyIds.includes(r.agency_id) || !within(scope.broadcaster, r.broadcaster_uid)));
  return outside === undefined ? null : String(outside.id);
}

/** How the matrix picks each kind. */
export const TARGETS: Readonly<Record<TargetKind, Picker>> = {
  broadcaster: async (db, scope) => (await broadcasterOutside(db, scope))?.uid ?? null,
  broadcasterBigoId: async (db, scope) => (await broadcasterOutside(db, scope))?.bigo_id ?? null,
  broadcasters: async (db, scope) => {
    const one = await broadcasterOutside(db, scope);
    return one === null ? null : [one.uid];
  },
  renewal: (db, scope) => recordOutside(db, scope, "renewals", sql`status = 1`),
  sign: (db, scope) => recordOutside(db, scope, "anchor_signs", sql`status = 1`),
  member: async (db, scope) => {
    if (scope.member === "all") return null;
    const rows = await selectRows<{ uid: string }>(db, sql`SELECT uid FROM agency_members ORDER BY ${sameAgencyFirst(scope, sql`agency_id`)}, role DESC, id`);
    return rows.find((r) => !within(scope.member, r.uid))?.uid ?? null;
  },
  subAgency: async (db, scope) => {
    if (scope.subAgency === "all") return null;
    const rows = await selectRows<{ uid: string }>(db, sql`SELECT uid FROM agency_members WHERE role = 2 ORDER BY ${sameAgencyFirst(scope, sql`agency_id`)}, id`);
    return rows.find((r) => !within(scope.subAgency, r.uid))?.uid ?? null;
  },
  agency: async (db, scope) => {
    if (scope.agencyIds === "all") return null;
    const [row] = await selectRows<{ uid: string }>(db, sql`SELECT uid FROM agencies WHERE id ${notIn(scope.agencyIds)} ORDER BY id LIMIT 1`);
    return row?.uid ?? null;
  },
  region: async (db, scope) => {
    if (scope.region === "all") return null;
    const rows = await selectRows<{ short_name: string }>(db, sql`SELECT short_name FROM regions ORDER BY id`);
    return rows.find((r) => !within(scope.region, r.short_name))?.short_name ?? null;
  },
};
