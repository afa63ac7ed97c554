/**
 * The guild team's rows (AgencyGuildTeam 22): a member as the member calls answer it, the
 * operation record's writer, and the member checks of the change calls.
 */
import { and, eq } from "drizzle-orm";
import { AgencyMemberErrorCode } from "@agent-portal/api-client/contract/union-oss";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { AgencyOperationType, MemberRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { agencyOperationRecords } from "#db/schema/organisation.ts";
import type { AgencyMember } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import { mayManageMember, requireMember } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { daySeconds } from "#services/time.ts";

const E = AgencyMemberErrorCode;

/** The role names the operation record's plain-text detail uses. */
export const ROLE_NAMES: Readonly<Record<number, string>> = { [AgentRole.SUPER_MANAGER]: "SUPER_MANAGER", [AgentRole.MANAGER]: "MANAGER", [AgentRole.BROKER]: "BROKER" };

/** A member as getAgencyMemberList and the change calls answer it, with the signed broadcasters they look after as broker (getBrokerData's `anchor_count`). */
export async function memberAnswer(db: Database, m: AgencyMember) {
  const anchors = await db.$count(broadcasters, and(eq(broadcasters.brokerId, m.id), eq(broadcasters.contractState, "signed")));
  return {
    uid: m.uid,
    bigo_id: m.bigoId,
    nick_name: m.nickname,
    avatar_url: "",
    role: m.role,
    anchor_count: anchors,
    recruit_enabled: m.recruitEnabled ? (1 as const) : (0 as const),
    join_time: daySeconds(m.joinedAt),
    added_by_uid: m.addedByUid,
    added_by_name: m.addedByName,
  };
}

/** One change for the operation record: its type, the member concerned, the detail and the roles before and after (0: none). */
export interface TeamChange {
  readonly type: AgencyOperationType;
  readonly target: { readonly uid: string; readonly name: string };
  readonly detail: string;
  readonly roleBefore?: MemberRole;
  readonly roleAfter?: MemberRole;
}

/** Appends one entry to the acting agency's operation record, by the caller, at `now`. */
export async function recordChange(db: Database, scope: DataScope, change: TeamChange, now: Date): Promise<void> {
  await db.insert(agencyOperationRecords).values({
    agencyId: scope.agency.id,
    type: change.type,
    operatorUid: scope.operatorUid,
    operatorName: scope.operatorName,
    targetUid: change.target.uid,
    targetName: change.target.name,
    detail: change.detail,
    roleBefore: change.roleBefore ?? 0,
    roleAfter: change.roleAfter ?? 0,
    createdAt: now,
  });
}

/** 37008: a manager tried to change a manager or super manager, or to give such a role. */
export const onlySuperManager = () => new ContractError(E.OnlySuperManager, "Only the super manager changes managers and super managers");

/** 37006: the change would leave the agency without a super manager. */
export const lastSuperManager = () => new ContractError(E.LastSuperManager, "The agency's last super manager cannot be removed or demoted");

/** A member of the acting agency the caller may change (`mayManageMember`): 37005 when not a member, 37008 for a manager or super manager changed by a manager. */
export async function manageableMember(db: Database, scope: DataScope, uid: string): Promise<AgencyMember> {
  const member = await requireMember(db, scope, uid, () => new ContractError(E.NotMember, "Not a member of your agency"));
  if (!mayManageMember(scope, member)) throw onlySuperManager();
  return member;
}
