/**
 * union_oss handlers, applications: the recruit configuration (19), agent applications (the
 * applicant's own: userCreateApply, userGetApplicationState, userGetApplicationRecord), the
 * agency's sub-agent applications (ModifySubAccount 3, the apply-sub-agent-list route:
 * agentPullApplyList, agentDenyApply, agentGetIfHasDot, agentClickDot), the agent guide and the
 * policy preview. Moves follow `#domain/machines/applications.ts`.
 */
import { and, desc, eq, gt, inArray } from "drizzle-orm";
import {
  agentClickDot,
  agentDenyApply,
  agentGetIfHasDot,
  agentPullApplyList,
  agentPullGuideSec,
  ApplicationErrorCode,
  getAgentRecruitCfg,
  modifyAgentRecruitCfg,
  policyPreview,
  userCreateApply,
  userGetApplicationRecord,
  userGetApplicationState,
} from "@agent-portal/api-client/contract/union-oss-apply";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { accounts } from "#db/schema/accounts.ts";
import { agencyRecruitConfigs, agentApplications } from "#db/schema/applications.ts";
import type { AgentApplication } from "#db/schema/applications.ts";
import { agencyOperationRecords } from "#db/schema/organisation.ts";
import { proxyApplications } from "#db/schema/recruiting.ts";
import type { ProxyApplication } from "#db/schema/recruiting.ts";
import { proxyApplicationMachine, REAPPLY_AFTER_DAYS } from "#domain/machines/applications.ts";
import { AgencyOperationType, AgentApplyStatus, ProxyApplyStatus, StepActor, StepState, SubAgentDenyReason } from "@agent-portal/api-client/enums";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";
import { timeline } from "#services/progress.ts";
import { scopeOf } from "#services/scope.ts";
import { settleFlows } from "#services/settle.ts";
import { later, parseId, toSeconds } from "#services/time.ts";
import { AGENT_GUIDE, OPEN_COUNTRIES, POLICY_TEXTS } from "./texts.ts";

const RECRUIT = [PermissionId.AgencyBroadcasterRecruitment];
const SUB_AGENTS = [PermissionId.ModifySubAccount];
const E = ApplicationErrorCode;
const ACTORS = [StepActor.Broadcaster, StepActor.Broadcaster, StepActor.Operator, StepActor.System];

/** An agent application with its timeline (steps 1 form, 2 KYC, 3 review, 4 approved). */
function applicationAnswer(a: AgentApplication) {
  const S = AgentApplyStatus;
  const done = [toSeconds(a.createdAt), toSeconds(a.kycSubmittedAt), toSeconds(a.reviewedAt), toSeconds(a.reviewedAt)];
  const steps =
    a.status === S.KycNeeded
      ? timeline(ACTORS, 1, done, 0)
      : a.status === S.UnderReview
        ? timeline(ACTORS, 2, done, toSeconds(a.reviewDueAt))
        : a.status === S.Approved
          ? timeline(ACTORS, 4, done, 0)
          : timeline(ACTORS, 2, done, 0, { state: StepState.Rejected, time: toSeconds(a.reviewedAt), remark: a.rejectReason });
  return {
    apply_id: String(a.id),
    status: a.status,
    agency_name: a.agencyName,
    reject_reason: a.rejectReason,
    create_time: toSeconds(a.createdAt),
    update_time: toSeconds(a.updatedAt),
    can_reapply_time: a.status === S.Rejected && a.reviewedAt !== null ? toSeconds(later(a.reviewedAt, REAPPLY_AFTER_DAYS * 86_400)) : 0,
    steps,
  };
}

/** A sub-agent application as `subAgentApplicationSchema`. */
const subAgentAnswer = (a: ProxyApplication) => ({
  apply_id: String(a.id),
  uid: a.applicantUid,
  bigo_id: a.applicantBigoId,
  nick_name: a.applicantName,
  avatar_url: "",
  name: a.name,
  country: a.country === "" ? "OTHER" : a.country,
  team_size: a.teamSize,
  experience: a.experience,
  status: a.status,
  deny_reason: a.denyReason,
  deny_reason_code: a.denyReasonCode,
  decided_by_name: a.decidedByName,
  decide_time: decideTimeOf(a),
  create_time: toSeconds(a.createdAt),
});

/** When an application was decided (denied, approved or expired), Unix seconds; 0 while undecided. */
function decideTimeOf(a: ProxyApplication): number {
  const P = ProxyApplyStatus;
  if (a.status === P.Denied) return toSeconds(a.agencyAnsweredAt ?? a.reviewedAt ?? a.updatedAt);
  if (a.status === P.Approved) return toSeconds(a.reviewedAt ?? a.updatedAt);
  if (a.status === P.Expired) return toSeconds(a.updatedAt);
  return 0;
}

async function recruitConfig(db: Database, agencyId: number) {
  const [row] = await db.select().from(agencyRecruitConfigs).where(eq(agencyRecruitConfigs.agencyId, agencyId)).limit(1);
  return row;
}

/** Registers the application handlers. */
export const registerApplyHandlers: RegisterHandlers = (router) => {
  router.handle(getAgentRecruitCfg, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ caller, deps }) => {
    const scope = await scopeOf(deps.db, caller);
    const cfg = await recruitConfig(deps.db, scope.agency.id);
    return {
      open: cfg?.open === 1 ? (1 as const) : (0 as const),
      countries: cfg?.countries ?? [],
      min_age: cfg?.minAge ?? 18,
      requirements: cfg?.requirements ?? "",
      contact: cfg?.contact ?? "",
      update_time: toSeconds(cfg?.updatedAt),
      operator_uid: cfg?.updatedByUid ?? "0",
      operator_name: cfg?.updatedByName ?? "",
    };
  });

  router.handle(modifyAgentRecruitCfg, { permissions: RECRUIT, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const values = {
      open: input.open,
      countries: [...new Set(input.countries)],
      minAge: input.min_age,
      requirements: input.requirements,
      contact: input.contact,
      updatedAt: now,
      updatedByUid: scope.operatorUid,
      updatedByName: scope.operatorName,
    };
    await deps.db
      .insert(agencyRecruitConfigs)
      .values({ agencyId: scope.agency.id, ...values })
      .onConflictDoUpdate({ target: agencyRecruitConfigs.agencyId, set: values });
    await deps.db.insert(agencyOperationRecords).values({
      agencyId: scope.agency.id,
      type: AgencyOperationType.RecruitSettingsChanged,
      operatorUid: scope.operatorUid,
      operatorName: scope.operatorName,
      targetUid: "0",
      targetName: "",
      detail: `Recruiting ${input.open === 1 ? "open" : "closed"}; countries ${input.countries.join(", ") || "none"}; minimum age ${String(input.min_age)}`,
      createdAt: now,
    });
    return {};
  });

  router.handle(userCreateApply, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    if ((await membershipsOf(deps.db, caller.account.id)).length > 0) throw new ContractError(E.AlreadyAgent, "You are already an agent");
    const mine = await deps.db
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.accountId, caller.account.id))
      .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id));
    if (mine.some((a) => a.status === AgentApplyStatus.Approved)) throw new ContractError(E.AlreadyAgent, "Your agent application was already approved");
    if (mine.some((a) => a.status === AgentApplyStatus.KycNeeded || a.status === AgentApplyStatus.UnderReview))
      throw new ContractError(E.ApplyPending, "You already have an open agent application");
    const rejected = mine.find((a) => a.status === AgentApplyStatus.Rejected);
    if (rejected?.reviewedAt != null && later(rejected.reviewedAt, REAPPLY_AFTER_DAYS * 86_400).getTime() > now.getTime()) {
      throw new ContractError(E.ReapplyTooSoon, "You can apply again 30 days after the last rejection");
    }
    if (!OPEN_COUNTRIES.includes(input.country)) throw new ContractError(E.RegionNotOpen, "Agent applications are not open in this country");
    const [row] = await deps.db
      .insert(agentApplications)
      .values({
        accountId: caller.account.id,
        status: AgentApplyStatus.KycNeeded,
        agencyName: input.agency_name,
        country: input.country,
        contactPhone: input.contact_phone,
        teamSize: input.team_size,
        experience: input.experience,
        source: input.source,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: agentApplications.id });
    return { apply_id: String(row?.id ?? ""), status: AgentApplyStatus.KycNeeded };
  });

  router.handle(userGetApplicationState, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const id = input.apply_id === undefined || input.apply_id === "" ? null : parseId(input.apply_id);
    const [row] = await deps.db
      .select()
      .from(agentApplications)
      .where(and(eq(agentApplications.accountId, caller.account.id), id === null ? undefined : eq(agentApplications.id, id)))
      .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
      .limit(1);
    if (row === undefined && input.apply_id !== undefined && input.apply_id !== "") throw new ContractError(E.ApplyNotFound, "No application with this id");
    return { application: row === undefined ? null : applicationAnswer(row) };
  });

  router.handle(userGetApplicationRecord, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const where = eq(agentApplications.accountId, caller.account.id);
    const rows = await deps.db
      .select()
      .from(agentApplications)
      .where(where)
      .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map(applicationAnswer), total: await deps.db.$count(agentApplications, where) };
  });

  router.handle(agentPullApplyList, { permissions: SUB_AGENTS, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const where = and(eq(proxyApplications.parentAgencyId, scope.agency.id), input.status === undefined ? undefined : eq(proxyApplications.status, input.status));
    const rows = await deps.db
      .select()
      .from(proxyApplications)
      .where(where)
      .orderBy(desc(proxyApplications.createdAt), desc(proxyApplications.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map(subAgentAnswer), total: await deps.db.$count(proxyApplications, where) };
  });

  /**
   * Decided once: the update only applies while the row still waits for the agency (its status
   * is the row's version), so of two members denying at once one wins and the other gets 37105.
   * The same member sending the same denial again gets the row back (a retried request).
   */
  router.handle(agentDenyApply, { permissions: SUB_AGENTS, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const reasonCode = input.reason_code ?? SubAgentDenyReason.None;
    if (reasonCode === SubAgentDenyReason.None && input.reason === "") throw new ContractError(E.DenyReasonRequired, "A denial needs a preset or a written reason");
    const scope = await scopeOf(deps.db, caller);
    const id = parseId(input.apply_id);
    const [app] =
      id === null
        ? []
        : await deps.db
            .select()
            .from(proxyApplications)
            .where(and(eq(proxyApplications.id, id), eq(proxyApplications.parentAgencyId, scope.agency.id)))
            .limit(1);
    if (app === undefined) throw new ContractError(E.ApplyNotFound, "No application with this id");
    const repeated = app.status === ProxyApplyStatus.Denied && app.deniedBy === caller.account.id && app.denyReason === input.reason && app.denyReasonCode === reasonCode;
    if (repeated) return subAgentAnswer(app);
    let status: ProxyApplyStatus;
    try {
      status = nextState(proxyApplicationMachine, app.status, "deny", "agency");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw new ContractError(E.ApplyNotPending, "The application no longer waits for the agency");
      throw error;
    }
    const [row] = await deps.db
      .update(proxyApplications)
      .set({
        status,
        denyReason: input.reason,
        denyReasonCode: reasonCode,
        deniedBy: caller.account.id,
        decidedByName: caller.account.nickname,
        agencyAnsweredAt: now,
        updatedAt: now,
        expiresAt: null,
      })
      .where(and(eq(proxyApplications.id, app.id), eq(proxyApplications.status, app.status)))
      .returning();
    if (row === undefined) throw new ContractError(E.ApplyNotPending, "The application was decided meanwhile");
    return subAgentAnswer(row);
  });

  /** New applications waiting for the agency since the caller last opened the list. */
  router.handle(agentGetIfHasDot, { permissions: SUB_AGENTS, scope: { agencyWide: true } }, async ({ caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const scope = await scopeOf(deps.db, caller);
    const since = caller.account.applyDotClickedAt ?? new Date(0);
    const n = await deps.db.$count(
      proxyApplications,
      and(eq(proxyApplications.parentAgencyId, scope.agency.id), inArray(proxyApplications.status, [ProxyApplyStatus.WaitingAgency]), gt(proxyApplications.committedAt, since)),
    );
    return { has_dot: n > 0 ? (1 as const) : (0 as const), count: n };
  });

  router.handle(agentClickDot, { permissions: SUB_AGENTS, scope: { agencyWide: true } }, async ({ caller, deps, now }) => {
    await deps.db.update(accounts).set({ applyDotClickedAt: now }).where(eq(accounts.id, caller.account.id));
    return {};
  });

  router.handle(agentPullGuideSec, { scope: "reference" }, () => ({ sections: AGENT_GUIDE.map((s) => ({ ...s })) }));

  router.handle(policyPreview, { scope: "reference" }, ({ input }) => {
    const policy = POLICY_TEXTS[input.policy_type];
    return { title: policy.title, content: policy.content, version: "2025.1", update_time: Math.floor(Date.parse("2025-01-15T00:00:00Z") / 1000) };
  });
};
