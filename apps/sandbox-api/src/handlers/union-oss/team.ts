/**
 * union_oss handlers, the team (guild/team, AgencyGuildTeam 22): getAgencyMemberCandidate (the
 * name echo before an add), addAgencyMember, assignAgencyRole, deleteAgencyMember,
 * modifyAgencyRecruitment. Every change is written to the operation record (with the roles before
 * and after) and moves the member's login to the permissions of the new role (`member-access.ts`).
 *
 * Team changes are for super managers and managers (`agentRoles`; admins bypass); a manager (or
 * sub-agent) changes brokers only: only a super manager adds, changes or removes managers and
 * super managers (37008). The agency's last super manager is neither removed nor demoted (37006).
 * A removal leaves the member's broadcasters with no broker, as many as the caller confirmed
 * (`anchor_count`, 37007 otherwise).
 */
import { and, eq } from "drizzle-orm";
import { addAgencyMember, AgencyMemberErrorCode, assignAgencyRole, deleteAgencyMember, modifyAgencyRecruitment } from "@agent-portal/api-client/contract/union-oss";
import { getAgencyMemberCandidate } from "@agent-portal/api-client/contract/union-oss-team";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgencyOperationType, AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { brokerRecords } from "#db/schema/contracts.ts";
import { agencyMembers } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { requestIdOf } from "#http/request-id.ts";
import { applyMemberRole } from "#services/member-access.ts";
import { personByBigoId } from "#services/people.ts";
import type { Person } from "#services/people.ts";
import { isLastSuperManager, mayGrantRole, scopedBroadcasters, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOf } from "#services/time.ts";
import { lastSuperManager, manageableMember, memberAnswer, onlySuperManager, recordChange, ROLE_NAMES } from "./team-rows.ts";

const TEAM = [PermissionId.AgencyGuildTeam];
/** Who changes the team: super managers and managers (admins bypass). */
const TEAM_EDITORS = [AgentRole.SUPER_MANAGER, AgentRole.MANAGER];
/** Most members an agency may have. */
export const MEMBER_LIMIT = 50;
const E = AgencyMemberErrorCode;

/** The user a Bigo ID names, if they may join the acting agency: 37001 nobody, 37002 already a member, 37004 in another agency. */
async function candidateFor(db: Database, scope: DataScope, bigoId: string): Promise<Person> {
  const person = await personByBigoId(db, bigoId);
  if (person === null) throw new ContractError(E.InvalidBigoId, "No user has this Bigo ID");
  const [existing] = await db.select({ agencyId: agencyMembers.agencyId }).from(agencyMembers).where(eq(agencyMembers.uid, person.uid)).limit(1);
  if (existing?.agencyId === scope.agency.id) throw new ContractError(E.AlreadyMember, "The user is already a member of your agency");
  const [signed] = await db
    .select({ agencyId: broadcasters.agencyId })
    .from(broadcasters)
    .where(and(eq(broadcasters.uid, person.uid), eq(broadcasters.contractState, "signed")))
    .limit(1);
  if (existing !== undefined || (signed !== undefined && signed.agencyId !== scope.agency.id)) throw new ContractError(E.UserInOtherAgency, "The user belongs to another agency");
  return person;
}

/** Registers the team handlers. */
export const registerTeamHandlers: RegisterHandlers = (router) => {
  router.handle(getAgencyMemberCandidate, { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const person = await candidateFor(deps.db, await scopeOf(deps.db, caller), input.bigo_id);
    return { uid: person.uid, bigo_id: person.bigoId, nick_name: person.nickname, avatar_url: "" };
  });

  router.handle(addAgencyMember, { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    const scope = await scopeOf(deps.db, caller);
    if (!mayGrantRole(scope, input.role)) throw onlySuperManager();
    const person = await candidateFor(deps.db, scope, input.bigo_id);
    if ((await deps.db.$count(agencyMembers, eq(agencyMembers.agencyId, scope.agency.id))) >= MEMBER_LIMIT)
      throw new ContractError(E.MemberLimitReached, "Your agency has its maximum of 50 members");
    const [login] = await deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.bigoUid, person.uid)).limit(1);
    const accountId = login?.id ?? null;
    const [member] = await deps.db
      .insert(agencyMembers)
      .values({
        agencyId: scope.agency.id,
        uid: person.uid,
        bigoId: person.bigoId,
        nickname: person.nickname,
        role: input.role,
        accountId,
        joinedAt: dayOf(now),
        addedByUid: scope.operatorUid,
        addedByName: scope.operatorName,
      })
      .returning();
    if (member === undefined) throw new Error("member insert returned nothing");
    const target = { uid: member.uid, name: member.nickname };
    await recordChange(deps.db, scope, { type: AgencyOperationType.MemberAdded, target, detail: `Added as ${ROLE_NAMES[input.role] ?? ""}`, roleAfter: input.role }, now);
    await applyMemberRole(deps.db, caller, { accountId, from: null, to: input.role }, requestIdOf(c), now);
    return memberAnswer(deps.db, member);
  });

  router.handle(
    assignAgencyRole,
    { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true, targets: { member_uid: "member" } } },
    async ({ input, caller, deps, now, c }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await manageableMember(deps.db, scope, input.member_uid);
      if (!mayGrantRole(scope, input.role)) throw onlySuperManager();
      if (member.role === input.role) return memberAnswer(deps.db, member);
      if (await isLastSuperManager(deps.db, scope, member)) throw lastSuperManager();
      const [updated] = await deps.db.update(agencyMembers).set({ role: input.role }).where(eq(agencyMembers.id, member.id)).returning();
      const detail = `${ROLE_NAMES[member.role] ?? ""} -> ${ROLE_NAMES[input.role] ?? ""}`;
      const target = { uid: member.uid, name: member.nickname };
      await recordChange(deps.db, scope, { type: AgencyOperationType.RoleChanged, target, detail, roleBefore: member.role, roleAfter: input.role }, now);
      await applyMemberRole(deps.db, caller, { accountId: member.accountId, from: member.role, to: input.role }, requestIdOf(c), now);
      return memberAnswer(deps.db, updated ?? member);
    },
  );

  router.handle(
    deleteAgencyMember,
    { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true, targets: { member_uid: "member" } } },
    async ({ input, caller, deps, now, c }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await manageableMember(deps.db, scope, input.member_uid);
      if (await isLastSuperManager(deps.db, scope, member)) throw lastSuperManager();
      const theirs = and(scopedBroadcasters(scope), eq(broadcasters.brokerId, member.id));
      // The confirmation's figure is the broker's signed broadcasters (getAgencyMemberList, getBrokerData); every row of theirs loses the broker.
      const anchors = await deps.db.$count(broadcasters, and(theirs, eq(broadcasters.contractState, "signed")));
      if (anchors !== (input.anchor_count ?? 0)) throw new ContractError(E.AnchorCountChanged, "The member's broadcasters changed since the confirmation");
      await deps.db.transaction(async (tx) => {
        await tx.update(broadcasters).set({ brokerId: null }).where(theirs);
        await tx.update(brokerRecords).set({ oldBrokerId: null }).where(eq(brokerRecords.oldBrokerId, member.id));
        await tx.update(brokerRecords).set({ newBrokerId: null }).where(eq(brokerRecords.newBrokerId, member.id));
        await tx.delete(agencyMembers).where(eq(agencyMembers.id, member.id));
        const detail = `Removed (${ROLE_NAMES[member.role] ?? ""}); ${String(anchors)} broadcasters left with no broker`;
        await recordChange(tx, scope, { type: AgencyOperationType.MemberRemoved, target: { uid: member.uid, name: member.nickname }, detail, roleBefore: member.role }, now);
        await applyMemberRole(tx, caller, { accountId: member.accountId, from: member.role, to: null }, requestIdOf(c), now);
      });
      return { unassigned_anchor_count: anchors };
    },
  );

  router.handle(
    modifyAgencyRecruitment,
    { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true, targets: { member_uid: "member" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await manageableMember(deps.db, scope, input.member_uid);
      const enabled = input.recruit_enabled === 1;
      const [updated] = await deps.db.update(agencyMembers).set({ recruitEnabled: enabled }).where(eq(agencyMembers.id, member.id)).returning();
      if (member.recruitEnabled !== enabled) {
        const detail = enabled ? "Recruiting allowed" : "Recruiting forbidden";
        await recordChange(deps.db, scope, { type: AgencyOperationType.RecruitingSwitched, target: { uid: member.uid, name: member.nickname }, detail }, now);
      }
      return memberAnswer(deps.db, updated ?? member);
    },
  );
};
