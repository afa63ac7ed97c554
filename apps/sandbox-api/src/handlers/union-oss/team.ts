/**
 * union_oss handlers, the team (guild/team, AgencyGuildTeam 22): addAgencyMember,
 * assignAgencyRole, deleteAgencyMember, getAgencyMemberList (also 20: the broker filter),
 * modifyAgencyRecruitment, getAgencyOperationRecord; and getBrokerData (20, 23). Every change is
 * written to the operation record.
 *
 * Team changes are for super managers and managers (`agentRoles`); a manager (or sub-agent) changes
 * brokers only: only the super manager changes managers' roles, switches and membership (37008),
 * and nobody changes the super manager (37006). A broker sees only themselves in the member list.
 */
import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import {
  addAgencyMember,
  AgencyMemberErrorCode,
  assignAgencyRole,
  deleteAgencyMember,
  getAgencyMemberList,
  getAgencyOperationRecord,
  getBrokerData,
  modifyAgencyRecruitment,
} from "@agent-portal/api-client/contract/union-oss";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgencyOperationType, AgentRole } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { brokerRecords } from "#db/schema/contracts.ts";
import { liveDailyMetrics } from "#db/schema/live-data.ts";
import { agencyMembers, agencyOperationRecords } from "#db/schema/organisation.ts";
import type { AgencyMember } from "#db/schema/organisation.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { personByBigoId } from "#services/people.ts";
import { mayGrantRole, mayManageMember, requireMember, scopedMembers, scopeOf } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import { dayOf, dayOfSeconds, daySeconds, toSeconds } from "#services/time.ts";

const TEAM = [PermissionId.AgencyGuildTeam];
/** Who changes the team: super managers and managers (admins bypass). */
const TEAM_EDITORS = [AgentRole.SUPER_MANAGER, AgentRole.MANAGER];
/** Most members an agency may have. */
export const MEMBER_LIMIT = 50;
const ROLE_NAMES: Readonly<Record<number, string>> = { [AgentRole.SUPER_MANAGER]: "SUPER_MANAGER", [AgentRole.MANAGER]: "MANAGER", [AgentRole.BROKER]: "BROKER" };
const E = AgencyMemberErrorCode;

async function memberAnswer(db: Database, m: AgencyMember) {
  const anchors = await db.$count(broadcasters, eq(broadcasters.brokerId, m.id));
  return {
    uid: m.uid,
    bigo_id: m.bigoId,
    nick_name: m.nickname,
    avatar_url: "",
    role: m.role,
    anchor_count: anchors,
    recruit_enabled: m.recruitEnabled ? (1 as const) : (0 as const),
    join_time: daySeconds(m.joinedAt),
  };
}

async function memberOf(db: Database, agencyId: number, uid: string): Promise<AgencyMember> {
  const [m] = await db
    .select()
    .from(agencyMembers)
    .where(and(eq(agencyMembers.agencyId, agencyId), eq(agencyMembers.uid, uid)))
    .limit(1);
  if (m === undefined) throw new ContractError(E.NotMember, "Not a member of your agency");
  return m;
}

async function record(db: Database, scope: DataScope, type: AgencyOperationType, target: { uid: string; name: string }, detail: string, now: Date) {
  await db.insert(agencyOperationRecords).values({
    agencyId: scope.agency.id,
    type,
    operatorUid: scope.operatorUid,
    operatorName: scope.operatorName,
    targetUid: target.uid,
    targetName: target.name,
    detail,
    createdAt: now,
  });
}

const onlySuperManager = () => new ContractError(E.OnlySuperManager, "Only the super manager changes managers and the super manager");

/** A member the caller may change (`mayManageMember`): 37005 when not a member, 37006 for the super manager, 37008 for a manager changed by a manager. */
async function manageableMember(db: Database, scope: DataScope, uid: string): Promise<AgencyMember> {
  const member = await memberOf(db, scope.agency.id, uid);
  if (member.role === AgentRole.SUPER_MANAGER) throw new ContractError(E.SuperManagerFixed, "The super manager cannot be changed or removed");
  if (!mayManageMember(scope, member)) throw onlySuperManager();
  return member;
}

/** Registers the team handlers. */
export const registerTeamHandlers: RegisterHandlers = (router) => {
  router.handle(addAgencyMember, { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    if (!mayGrantRole(scope, input.role)) throw onlySuperManager();
    const person = await personByBigoId(deps.db, input.bigo_id);
    if (person === null) throw new ContractError(E.InvalidBigoId, "No user has this Bigo ID");
    const [existing] = await deps.db.select().from(agencyMembers).where(eq(agencyMembers.uid, person.uid)).limit(1);
    if (existing?.agencyId === scope.agency.id) throw new ContractError(E.AlreadyMember, "The user is already a member of your agency");
    const [signed] = await deps.db
      .select({ agencyId: broadcasters.agencyId })
      .from(broadcasters)
      .where(and(eq(broadcasters.uid, person.uid), eq(broadcasters.contractState, "signed")))
      .limit(1);
    if (existing !== undefined || (signed !== undefined && signed.agencyId !== scope.agency.id)) throw new ContractError(E.UserInOtherAgency, "The user belongs to another agency");
    if ((await deps.db.$count(agencyMembers, eq(agencyMembers.agencyId, scope.agency.id))) >= MEMBER_LIMIT)
      throw new ContractError(E.MemberLimitReached, "Your agency has its maximum of 50 members");
    const [member] = await deps.db
      .insert(agencyMembers)
      .values({ agencyId: scope.agency.id, uid: person.uid, bigoId: person.bigoId, nickname: person.nickname, role: input.role, accountId: null, joinedAt: dayOf(now) })
      .returning();
    if (member === undefined) throw new Error("member insert returned nothing");
    await record(deps.db, scope, AgencyOperationType.MemberAdded, { uid: member.uid, name: member.nickname }, `Added as ${ROLE_NAMES[input.role] ?? ""}`, now);
    return memberAnswer(deps.db, member);
  });

  router.handle(
    assignAgencyRole,
    { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true, targets: { member_uid: "member" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await manageableMember(deps.db, scope, input.member_uid);
      if (!mayGrantRole(scope, input.role)) throw onlySuperManager();
      const [updated] = await deps.db.update(agencyMembers).set({ role: input.role }).where(eq(agencyMembers.id, member.id)).returning();
      if (member.role !== input.role)
        await record(
          deps.db,
          scope,
          AgencyOperationType.RoleChanged,
          { uid: member.uid, name: member.nickname },
          `${ROLE_NAMES[member.role] ?? ""} -> ${ROLE_NAMES[input.role] ?? ""}`,
          now,
        );
      return memberAnswer(deps.db, updated ?? member);
    },
  );

  router.handle(
    deleteAgencyMember,
    { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true, targets: { member_uid: "member" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await manageableMember(deps.db, scope, input.member_uid);
      if ((await deps.db.$count(broadcasters, eq(broadcasters.brokerId, member.id))) > 0)
        throw new ContractError(E.BrokerHasAnchors, "Assign this broker's broadcasters to another broker first");
      await deps.db.update(brokerRecords).set({ oldBrokerId: null }).where(eq(brokerRecords.oldBrokerId, member.id));
      await deps.db.update(brokerRecords).set({ newBrokerId: null }).where(eq(brokerRecords.newBrokerId, member.id));
      await deps.db.delete(agencyMembers).where(eq(agencyMembers.id, member.id));
      await record(deps.db, scope, AgencyOperationType.MemberRemoved, { uid: member.uid, name: member.nickname }, `Removed (${ROLE_NAMES[member.role] ?? ""})`, now);
      return {};
    },
  );

  router.handle(getAgencyMemberList, { permissions: [...TEAM, PermissionId.AgencyBroadcasterList], scope: { rows: { member: ["uid"] } } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = and(
      scopedMembers(scope),
      input.role === undefined ? undefined : eq(agencyMembers.role, input.role),
      input.bigo_id === undefined ? undefined : eq(sql`lower(${agencyMembers.bigoId})`, input.bigo_id.toLowerCase()),
    );
    const rows = await deps.db
      .select()
      .from(agencyMembers)
      .where(where)
      .orderBy(asc(agencyMembers.role), asc(agencyMembers.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: await Promise.all(rows.map((m) => memberAnswer(deps.db, m))), total: await deps.db.$count(agencyMembers, where) };
  });

  router.handle(
    modifyAgencyRecruitment,
    { permissions: TEAM, agentRoles: TEAM_EDITORS, scope: { agencyWide: true, targets: { member_uid: "member" } } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await manageableMember(deps.db, scope, input.member_uid);
      const enabled = input.recruit_enabled === 1;
      const [updated] = await deps.db.update(agencyMembers).set({ recruitEnabled: enabled }).where(eq(agencyMembers.id, member.id)).returning();
      if (member.recruitEnabled !== enabled)
        await record(
          deps.db,
          scope,
          AgencyOperationType.RecruitingSwitched,
          { uid: member.uid, name: member.nickname },
          enabled ? "Recruiting allowed" : "Recruiting forbidden",
          now,
        );
      return memberAnswer(deps.db, updated ?? member);
    },
  );

  router.handle(getAgencyOperationRecord, { permissions: TEAM, scope: { agencyWide: true } }, async ({ input, caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = and(eq(agencyOperationRecords.agencyId, scope.agency.id), input.type === undefined ? undefined : eq(agencyOperationRecords.type, input.type));
    const rows = await deps.db
      .select()
      .from(agencyOperationRecords)
      .where(where)
      .orderBy(desc(agencyOperationRecords.createdAt), desc(agencyOperationRecords.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return {
      total: await deps.db.$count(agencyOperationRecords, where),
      list: rows.map((r) => ({
        record_id: String(r.id),
        type: r.type,
        operator_uid: r.operatorUid,
        operator_name: r.operatorName,
        target_uid: r.targetUid,
        target_name: r.targetName,
        detail: r.detail,
        create_time: toSeconds(r.createdAt),
      })),
    };
  });

  /** A broker's broadcasters over a period (default: the caller as broker, the last 30 days). */
  router.handle(
    getBrokerData,
    {
      permissions: [PermissionId.AgencyBroadcasterList, PermissionId.LiveDataAnalysis],
      scope: { totals: true, rows: { member: ["broker_uid"] }, targets: { broker_uid: "member" } },
    },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const member = await requireMember(deps.db, scope, input.broker_uid ?? caller.account.bigoUid, () => new ContractError(E.NotMember, "Not a member of your agency"));
      const end = input.end_time ?? toSeconds(now);
      const start = input.start_time ?? end - 30 * 86_400;
      const [from, to] = [dayOfSeconds(start), dayOfSeconds(end)];
      const anchors = await deps.db
        .select({ uid: broadcasters.uid, joinedAt: broadcasters.joinedAt })
        .from(broadcasters)
        .where(and(eq(broadcasters.brokerId, member.id), eq(broadcasters.contractState, "signed")));
      const uids = anchors.map((a) => a.uid);
      const [totals] =
        uids.length === 0
          ? []
          : await deps.db
              .select({
                beans: sql<number>`coalesce(sum(${liveDailyMetrics.beans}), 0)::int`,
                live: sql<number>`coalesce(sum(${liveDailyMetrics.liveSeconds}), 0)::int`,
                active: sql<number>`count(DISTINCT ${liveDailyMetrics.broadcasterUid}) FILTER (WHERE ${liveDailyMetrics.liveSeconds} > 0)::int`,
                n: count(),
              })
              .from(liveDailyMetrics)
              .where(
                and(
                  sql`${liveDailyMetrics.broadcasterUid} IN (${sql.join(
                    uids.map((u) => sql`${u}`),
                    sql`, `,
                  )})`,
                  gte(liveDailyMetrics.day, from),
                  lte(liveDailyMetrics.day, to),
                ),
              );
      return {
        broker_uid: member.uid,
        anchor_count: anchors.length,
        active_anchor_count: totals?.active ?? 0,
        new_anchor_count: anchors.filter((a) => a.joinedAt >= from && a.joinedAt <= to).length,
        beans: totals?.beans ?? 0,
        live_duration: totals?.live ?? 0,
      };
    },
  );
};
