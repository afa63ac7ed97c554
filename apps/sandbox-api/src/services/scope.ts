/**
 * Who the caller acts for: their agency (agency-scoped calls see only its data), or their own
 * broadcaster row (the broadcaster's side of the flows).
 */
import { and, asc, eq } from "drizzle-orm";
import { AccountRole, AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import type { Broadcaster } from "#db/schema/broadcasters.ts";
import { agencies } from "#db/schema/organisation.ts";
import type { Agency } from "#db/schema/organisation.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import { membershipsOf } from "./memberships.ts";
import type { Caller } from "./sessions.ts";

/** The agency a call acts on, and the caller's place in it. */
export interface AgencyScope {
  readonly agency: Agency;
  /** The caller's member id in it; null for admins and operators acting on it. */
  readonly memberId: number | null;
  /** AgentRole of the caller there (NOT_AGENT 0 for admins and operators). */
  readonly role: number;
  /** Name recorded as the operator of changes. */
  readonly operatorName: string;
  /** The caller's uid. */
  readonly operatorUid: string;
}

/**
 * The caller's agency: their highest-ranking membership. Admins and operators, who belong to
 * none, act on the first agency (lowest id).
 *
 * @throws {ContractError} 30001 when the caller is in no agency and is not an admin or operator.
 */
export async function agencyScopeOf(db: Database, caller: Caller): Promise<AgencyScope> {
  const { account } = caller;
  const [top] = await membershipsOf(db, account.id);
  if (top !== undefined) {
    const [agency] = await db.select().from(agencies).where(eq(agencies.id, top.agencyId)).limit(1);
    if (agency !== undefined) return { agency, memberId: top.memberId, role: top.role, operatorName: top.nickname, operatorUid: top.uid };
  }
  if (account.role === AccountRole.Admin || account.role === AccountRole.Operator) {
    const [first] = await db.select().from(agencies).orderBy(asc(agencies.id)).limit(1);
    if (first !== undefined) return { agency: first, memberId: null, role: AgentRole.NOT_AGENT, operatorName: account.nickname, operatorUid: account.bigoUid };
  }
  throw new ContractError(ServerCode.NoPermission, "You are not a member of an agency");
}

/** True when the scope is a broker's: they see only the broadcasters they look after. */
export const isBrokerScope = (scope: AgencyScope): boolean => scope.role === AgentRole.BROKER;

/**
 * True when the caller may change team or broker assignments: super managers, managers, admins
 * and operators (not brokers).
 */
export const canManage = (scope: AgencyScope): boolean => scope.role !== AgentRole.BROKER;

/** The caller's own broadcaster row (same uid as the account), or null. */
export async function ownBroadcasterOf(db: Database, caller: Caller): Promise<Broadcaster | null> {
  const [row] = await db.select().from(broadcasters).where(eq(broadcasters.uid, caller.account.bigoUid)).limit(1);
  return row ?? null;
}

/** A broadcaster of the agency (by uid), or null when it is not (or no longer) in it. */
export async function agencyBroadcaster(db: Database, agencyId: number, uid: string): Promise<Broadcaster | null> {
  const [row] = await db
    .select()
    .from(broadcasters)
    .where(and(eq(broadcasters.uid, uid), eq(broadcasters.agencyId, agencyId)))
    .limit(1);
  return row ?? null;
}
