/**
 * An account's place in agencies: memberships (super manager, manager, broker). What it may see
 * is the data-scope rule's (`scope.ts`).
 */
import { asc, eq } from "drizzle-orm";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { MemberRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { agencies, agencyMembers } from "#db/schema/organisation.ts";

/** One membership of an account, joined with its agency. */
export interface Membership {
  readonly memberId: number;
  /** AgentRole: SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
  readonly role: MemberRole;
  readonly uid: string;
  readonly bigoId: string;
  readonly nickname: string;
  readonly agencyId: number;
  readonly agencyUid: string;
  readonly agencyName: string;
  readonly regionId: number;
}

/** The account's memberships, highest role first (SUPER_MANAGER before MANAGER before BROKER), then by agency. */
export async function membershipsOf(db: Database, accountId: number): Promise<Membership[]> {
  return db
    .select({
      memberId: agencyMembers.id,
      role: agencyMembers.role,
      uid: agencyMembers.uid,
      bigoId: agencyMembers.bigoId,
      nickname: agencyMembers.nickname,
      agencyId: agencies.id,
      agencyUid: agencies.uid,
      agencyName: agencies.name,
      regionId: agencies.regionId,
    })
    .from(agencyMembers)
    .innerJoin(agencies, eq(agencyMembers.agencyId, agencies.id))
    .where(eq(agencyMembers.accountId, accountId))
    .orderBy(asc(agencyMembers.role), asc(agencies.id));
}

/** The account's agent role: that of its highest-ranking membership, NOT_AGENT when it has none. */
export async function agentRoleOf(db: Database, accountId: number): Promise<AgentRole> {
  const [top] = await membershipsOf(db, accountId);
  return top?.role ?? AgentRole.NOT_AGENT;
}
