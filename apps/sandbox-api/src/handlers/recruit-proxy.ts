/**
 * recruit proxy handlers (SPEC section 7): a user applies to become a sub-agent of an agency
 * (ProxyApply, ProxyCommitInfo, QryProxyRecruitProgress); any logged-in user, on their own
 * applications. Moves follow `#domain/machines/applications.ts` (sub-agent machine).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { ProxyApply, ProxyCommitInfo, ProxyRecruitErrorCode, QryProxyRecruitProgress } from "@agent-portal/api-client/contract/recruit-proxy";
import { AGENCY_OBJECTION_SECONDS, proxyApplicationMachine } from "#domain/machines/applications.ts";
import { ProxyApplyStatus, StepActor, StepState } from "@agent-portal/api-client/enums";
import { APPLICATION_WINDOW_SECONDS } from "#domain/machines/durations.ts";
import { IllegalTransitionError, nextState } from "#domain/machines/machine.ts";
import { agencies } from "#db/schema/organisation.ts";
import { proxyApplications } from "#db/schema/recruiting.ts";
import type { ProxyApplication } from "#db/schema/recruiting.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";
import { timeline } from "#services/progress.ts";
import { settleFlows } from "#services/settle.ts";
import { later, parseId, toSeconds } from "#services/time.ts";
import { agencyByOwnerBigoId } from "./manage-anchor/transfers.ts";

const P = ProxyApplyStatus;
const OPEN = [P.InfoNeeded, P.WaitingAgency, P.OperatorReview];
const ACTORS = [StepActor.Broadcaster, StepActor.CurrentAgency, StepActor.Operator, StepActor.System];

/** The timeline of a sub-agent application: 1 info (the applicant), 2 the agency, 3 operator review, 4 approved. */
export function proxySteps(a: ProxyApplication) {
  const done = [toSeconds(a.committedAt), toSeconds(a.agencyAnsweredAt ?? a.reviewDueAt), toSeconds(a.reviewedAt), toSeconds(a.reviewedAt)];
  switch (a.status) {
    case P.InfoNeeded:
      return timeline(ACTORS, 0, done, toSeconds(a.expiresAt));
    case P.WaitingAgency:
      return timeline(ACTORS, 1, done, toSeconds(a.expiresAt));
    case P.OperatorReview:
      return timeline(ACTORS, 2, done, toSeconds(a.reviewDueAt));
    case P.Approved:
      return timeline(ACTORS, 4, done, 0);
    case P.Denied:
      return timeline(ACTORS, a.reviewedAt === null ? 1 : 2, done, 0, { state: StepState.Rejected, time: toSeconds(a.updatedAt), remark: a.denyReason });
    default:
      return timeline(ACTORS, 0, done, 0, { state: StepState.Expired, time: toSeconds(a.updatedAt) });
  }
}

/** Registers the recruit proxy handlers. */
export const registerRecruitProxyHandlers: RegisterHandlers = (router) => {
  router.handle(ProxyApply, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const agency = await agencyByOwnerBigoId(deps.db, input.parent_bigo_id);
    if (agency === null || !agency.recruiting) throw new ContractError(ProxyRecruitErrorCode.InvalidParentAgency, "No agency with this owner Bigo ID takes sub-agents");
    if ((await membershipsOf(deps.db, caller.account.id)).length > 0) throw new ContractError(ProxyRecruitErrorCode.AlreadyAgent, "You are already an agent or sub-agent");
    const open = await deps.db.$count(proxyApplications, and(eq(proxyApplications.accountId, caller.account.id), inArray(proxyApplications.status, OPEN)));
    if (open > 0) throw new ContractError(ProxyRecruitErrorCode.ApplyPending, "You already have an open application");
    const [row] = await deps.db
      .insert(proxyApplications)
      .values({
        accountId: caller.account.id,
        applicantUid: caller.account.bigoUid,
        applicantBigoId: caller.account.bigoId,
        applicantName: caller.account.nickname,
        parentAgencyId: agency.id,
        status: P.InfoNeeded,
        createdAt: now,
        updatedAt: now,
        expiresAt: later(now, APPLICATION_WINDOW_SECONDS),
      })
      .returning({ id: proxyApplications.id });
    return { apply_id: String(row?.id ?? ""), status: P.InfoNeeded };
  });

  router.handle(ProxyCommitInfo, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const id = parseId(input.apply_id);
    const [app] =
      id === null
        ? []
        : await deps.db
            .select()
            .from(proxyApplications)
            .where(and(eq(proxyApplications.id, id), eq(proxyApplications.accountId, caller.account.id)))
            .limit(1);
    if (app === undefined) throw new ContractError(ProxyRecruitErrorCode.ApplyNotFound, "No application with this id");
    let status: ProxyApplyStatus;
    try {
      status = nextState(proxyApplicationMachine, app.status, "commitInfo", "applicant");
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw new ContractError(ProxyRecruitErrorCode.ApplyNotEditable, "The application no longer takes info");
      throw error;
    }
    await deps.db
      .update(proxyApplications)
      .set({
        status,
        name: input.name,
        contactPhone: input.contact_phone,
        country: input.country,
        teamSize: input.team_size,
        experience: input.experience,
        committedAt: now,
        updatedAt: now,
        expiresAt: later(now, AGENCY_OBJECTION_SECONDS),
      })
      .where(eq(proxyApplications.id, app.id));
    return { status };
  });

  router.handle(QryProxyRecruitProgress, { scope: "self" }, async ({ input, caller, deps, now }) => {
    await settleFlows(deps.db, now);
    const id = input.apply_id === undefined || input.apply_id === "" ? null : parseId(input.apply_id);
    if (input.apply_id !== undefined && input.apply_id !== "" && id === null) throw new ContractError(ProxyRecruitErrorCode.ApplyNotFound, "No application with this id");
    const [row] = await deps.db
      .select({ app: proxyApplications, agencyUid: agencies.uid, agencyName: agencies.name })
      .from(proxyApplications)
      .innerJoin(agencies, eq(proxyApplications.parentAgencyId, agencies.id))
      .where(and(eq(proxyApplications.accountId, caller.account.id), id === null ? undefined : eq(proxyApplications.id, id)))
      .orderBy(desc(proxyApplications.createdAt), desc(proxyApplications.id))
      .limit(1);
    if (row === undefined) {
      if (id !== null) throw new ContractError(ProxyRecruitErrorCode.ApplyNotFound, "No application with this id");
      return { application: null };
    }
    const { app } = row;
    return {
      application: {
        apply_id: String(app.id),
        status: app.status,
        parent_agent_uid: row.agencyUid,
        parent_agent_name: row.agencyName,
        deny_reason: app.denyReason,
        create_time: toSeconds(app.createdAt),
        team_size: app.teamSize,
        steps: proxySteps(app),
      },
    };
  });
};
