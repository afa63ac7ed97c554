/**
 * The data-scope rule written down a second time, as plain SQL over the seeded database, for the
 * scope matrix test to judge answers by (README "Data scope"). Deliberately independent of
 * `#services/scope.ts`, the rule the server applies:
 *
 * - a broker: the broadcasters assigned to them; no sub-agency; themselves among the staff;
 * - a manager or sub-agent: their agency's broadcasters; their own sub-agency; the agency's staff;
 * - a super manager: the agency's broadcasters, sub-agencies and staff;
 * - an operator: the agencies of the regions of their data permissions;
 * - an admin: everything (no data permission narrows the seeded admin);
 * - anyone else (a broadcaster, a normal user): themselves.
 *
 * "The agency's broadcasters" are those with any record of the agency: under contract now, or in
 * its live data, relation changes, renewals, recruiting, invitations, activities, recalls or rewards.
 */
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { AccountRole, AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { selectRows } from "#db/client.ts";

/** The seeded accounts the matrix calls as, one per seeded role (a broadcaster login for the broadcasters). */
export const MATRIX_ROLES = ["admin", "operator", "agency.owner", "agency.subagent", "agency.manager", "agency.broker", "normal.user", "anchor.1"] as const;
/** One of {@link MATRIX_ROLES}. */
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** A set of subjects, or every subject. */
export type Reach = "all" | ReadonlySet<string>;

/** What one account may see, by kind of subject. */
export interface OracleScope {
  readonly broadcaster: Reach;
  readonly broadcasterBigoId: Reach;
  readonly subAgency: Reach;
  readonly member: Reach;
  readonly agency: Reach;
  readonly region: Reach;
  /** Agency ids whose rows the account sees (for the perturbation and the out-of-scope picks); "all" for an admin. */
  readonly agencyIds: "all" | readonly number[];
  /** Which `live_daily_metrics m` rows lie in the scope. */
  readonly metrics: SQL;
  /** The account's own uid, its member id and agency id (null when it is in no agency). */
  readonly uid: string;
  readonly memberId: number | null;
  readonly agencyId: number | null;
}

const ids = (values: readonly number[]): SQL =>
  values.length === 0
    ? sql`(NULL)`
    : sql`(${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

async function strings(db: Database, query: SQL): Promise<Set<string>> {
  return new Set((await selectRows<{ v: string }>(db, query)).map((r) => r.v));
}

/** Uids of the broadcasters with any record of one of `agencies`. */
const relatedTo = (agencies: readonly number[]): SQL => {
  const a = ids(agencies);
  return sql`SELECT uid AS v FROM broadcasters WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM live_daily_metrics WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM transfers WHERE source_agency_id IN ${a} OR target_agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM cancellations WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM renewals WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM recruit_records WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM invites WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM activity_signs WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM recalls WHERE agency_id IN ${a}
    UNION SELECT broadcaster_uid FROM broadcaster_rewards WHERE agency_id IN ${a}`;
};

/** The scope of `username` by the rule above. */
export async function oracleScopeOf(db: Database, username: string): Promise<OracleScope> {
  const [account] = await selectRows<{ id: number; role: number; uid: string }>(db, sql`SELECT id, role, bigo_uid AS uid FROM accounts WHERE username = ${username}`);
  if (account === undefined) throw new Error(`no account ${username}`);
  const [member] = await selectRows<{ id: number; agency_id: number; role: number; uid: string }>(
    db,
    sql`SELECT id, agency_id, role, uid FROM agency_members WHERE account_id = ${account.id} ORDER BY role, agency_id LIMIT 1`,
  );
  const base = { uid: account.uid, memberId: member?.id ?? null, agencyId: member?.agency_id ?? null };

  if (account.role === AccountRole.Admin) {
    return { ...base, broadcaster: "all", broadcasterBigoId: "all", subAgency: "all", member: "all", agency: "all", region: "all", agencyIds: "all", metrics: sql`true` };
  }
  let agencyIds: number[];
  if (account.role === AccountRole.Operator) {
    agencyIds = (
      await selectRows<{ id: number }>(
        db,
        sql`SELECT a.id FROM agencies a JOIN data_permissions p ON p.region_id = a.region_id OR p.agency_id = a.id WHERE p.account_id = ${account.id}`,
      )
    ).map((r) => r.id);
  } else if (member !== undefined) {
    agencyIds = [member.agency_id];
  } else {
    const own = await strings(db, sql`SELECT ${account.uid}::text AS v`);
    const bigo = await strings(db, sql`SELECT bigo_id AS v FROM broadcasters WHERE uid = ${account.uid}`);
    const none = new Set<string>();
    return {
      ...base,
      broadcaster: own,
      broadcasterBigoId: bigo,
      subAgency: none,
      member: none,
      agency: none,
      region: none,
      agencyIds: [],
      metrics: sql`m.broadcaster_uid = ${account.uid}`,
    };
  }
  const a = ids(agencyIds);
  const broker = member?.role === AgentRole.BROKER;
  const broadcaster = broker ? await strings(db, sql`SELECT uid AS v FROM broadcasters WHERE broker_id = ${member.id}`) : await strings(db, relatedTo(agencyIds));
  const bigoIds = await strings(
    db,
    sql`SELECT bigo_id AS v FROM broadcasters WHERE uid IN (SELECT v FROM (${broker ? sql`SELECT uid AS v FROM broadcasters WHERE broker_id = ${member.id}` : relatedTo(agencyIds)}) x)`,
  );
  const subAgency =
    member?.role === AgentRole.BROKER
      ? new Set<string>()
      : member?.role === AgentRole.MANAGER
        ? new Set([member.uid])
        : await strings(db, sql`SELECT uid AS v FROM agency_members WHERE role = 2 AND agency_id IN ${a}`);
  const staff = broker ? new Set([member.uid]) : await strings(db, sql`SELECT uid AS v FROM agency_members WHERE agency_id IN ${a}`);
  return {
    ...base,
    broadcaster,
    broadcasterBigoId: bigoIds,
    subAgency,
    member: staff,
    agency: await strings(db, sql`SELECT uid AS v FROM agencies WHERE id IN ${a}`),
    region: await strings(
      db,
      sql`SELECT r.short_name AS v FROM regions r WHERE r.id IN (SELECT region_id FROM agencies WHERE id IN ${a}) OR r.id IN (SELECT region_id FROM data_permissions WHERE account_id = ${account.id})`,
    ),
    agencyIds,
    metrics: broker ? sql`m.agency_id = ${member.agency_id} AND m.broadcaster_uid IN (SELECT uid FROM broadcasters WHERE broker_id = ${member.id})` : sql`m.agency_id IN ${a}`,
  };
}

/** True when `value` lies in `reach` ("0" and "" name nobody and always pass). */
export const within = (reach: Reach, value: string): boolean => value === "" || value === "0" || reach === "all" || reach.has(value);
