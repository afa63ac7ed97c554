/**
 * live_agent_front handlers, agents: GetAgentDetail, GetAgentSignProgress, GetAgentData
 * (live-data, stats or list permissions: 23, 6, 20), GetUserRole, CheckNewAgentOss, GetOssOpenRegion.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { CheckNewAgentOss, GetAgentData, GetAgentDetail, GetAgentSignProgress, GetOssOpenRegion, GetUserRole } from "@agent-portal/api-client/contract/live-agent-front-agent";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AgentApplyStatus, AgentContractStatus, AgentRole, KycAgentRole, RoleSource, StepActor } from "@agent-portal/api-client/enums";
import { agentApplications } from "#db/schema/applications.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { selectRows } from "#db/client.ts";
import { agencies, agencyMembers, regions } from "#db/schema/organisation.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { kycRoleOf } from "#services/kyc.ts";
import { membershipsOf } from "#services/memberships.ts";
import { timeline } from "#services/progress.ts";
import { metricsInScope, ownBroadcasterOf, scopedBroadcasters, scopeOf } from "#services/scope.ts";
import { dayOfSeconds, daySeconds, toSeconds } from "#services/time.ts";
import { OPEN_COUNTRIES } from "#handlers/union-oss/texts.ts";

/** Registers the agent handlers. */
export const registerAgentHandlers: RegisterHandlers = (router) => {
  router.handle(GetAgentDetail, { scope: "reference" }, async ({ input, caller, deps }) => {
    let agency;
    if (input.agent_uid !== undefined) [agency] = await deps.db.select().from(agencies).where(eq(agencies.uid, input.agent_uid)).limit(1);
    else agency = (await scopeOf(deps.db, caller).catch(() => null))?.agency;
    if (agency === undefined)
      throw new ContractError(
        ServerCode.InvalidRequest,
        input.agent_uid === undefined ? "agent_uid: required for an account in no agency" : "agent_uid: no agency has this uid",
        400,
      );
    const [region] = await deps.db.select({ shortName: regions.shortName }).from(regions).where(eq(regions.id, agency.regionId)).limit(1);
    const [owner] = await deps.db
      .select({ bigoId: agencyMembers.bigoId })
      .from(agencyMembers)
      .where(and(eq(agencyMembers.agencyId, agency.id), eq(agencyMembers.role, AgentRole.SUPER_MANAGER)))
      .limit(1);
    return {
      agent_uid: agency.uid,
      bigo_id: owner?.bigoId ?? agency.bigoId,
      name: agency.name,
      avatar_url: "",
      country: agency.country,
      region: region?.shortName ?? "",
      anchor_count: await deps.db.$count(broadcasters, and(eq(broadcasters.agencyId, agency.id), eq(broadcasters.contractState, "signed"))),
      sub_agent_count: await deps.db.$count(agencyMembers, and(eq(agencyMembers.agencyId, agency.id), eq(agencyMembers.role, AgentRole.MANAGER))),
      level: Math.min(5, Math.max(1, agency.level)),
      create_time: toSeconds(agency.createdAt),
      intro: agency.intro,
    };
  });

  /** Agency staff: their agency's contract with the platform (effective since the agency's creation); applicants: after approval, waiting for signature. */
  router.handle(GetAgentSignProgress, { scope: "self" }, async ({ caller, deps }) => {
    const actors = [StepActor.Operator, StepActor.System, StepActor.CurrentAgency, StepActor.System];
    const [top] = await membershipsOf(deps.db, caller.account.id);
    if (top !== undefined) {
      const [agency] = await deps.db.select({ createdAt: agencies.createdAt }).from(agencies).where(eq(agencies.id, top.agencyId)).limit(1);
      const t = toSeconds(agency?.createdAt);
      return { status: AgentContractStatus.Effective, steps: timeline(actors, 4, [t - 5 * 86_400, t - 4 * 86_400, t - 2 * 86_400, t], 0) };
    }
    const [approved] = await deps.db
      .select()
      .from(agentApplications)
      .where(and(eq(agentApplications.accountId, caller.account.id), eq(agentApplications.status, AgentApplyStatus.Approved)))
      .orderBy(desc(agentApplications.reviewedAt))
      .limit(1);
    if (approved === undefined) return { status: AgentContractStatus.None, steps: [] };
    const t = toSeconds(approved.reviewedAt);
    return { status: AgentContractStatus.WaitingSignature, steps: timeline(actors, 2, [t, t], 0) };
  });

  router.handle(
    GetAgentData,
    { permissions: [PermissionId.LiveDataAnalysis, PermissionId.AgencyStat, PermissionId.AgencyBroadcasterList], scope: { totals: true } },
    async ({ input, caller, deps, now }) => {
      const scope = await scopeOf(deps.db, caller);
      const end = input.end_time ?? toSeconds(now);
      const start = input.start_time ?? end - 30 * 86_400;
      const [from, to] = [dayOfSeconds(start), dayOfSeconds(end)];
      const [totals] = await selectRows<{ beans: number; live: number; active: number }>(
        deps.db,
        sql`SELECT coalesce(sum(m.beans), 0)::int AS beans, coalesce(sum(m.live_seconds), 0)::int AS live,
            count(DISTINCT m.broadcaster_uid) FILTER (WHERE m.live_seconds > 0)::int AS active
          FROM live_daily_metrics m WHERE ${metricsInScope(scope)} AND m.day BETWEEN ${from}::date AND ${to}::date`,
      );
      const signed = await deps.db
        .select({ joinedAt: broadcasters.joinedAt })
        .from(broadcasters)
        .where(and(scopedBroadcasters(scope), eq(broadcasters.contractState, "signed")));
      const beans = totals?.beans ?? 0;
      return {
        anchor_count: signed.length,
        active_anchor_count: totals?.active ?? 0,
        new_anchor_count: signed.filter((b) => daySeconds(b.joinedAt) >= daySeconds(from) && daySeconds(b.joinedAt) <= daySeconds(to)).length,
        beans,
        live_duration: totals?.live ?? 0,
        /** 100 beans = 1 US dollar; the agency keeps 10 %: beans / 100 * 0.1 * 100 cents. */
        income_cents: Math.round(beans / 10),
      };
    },
  );

  router.handle(GetUserRole, { scope: "self" }, async ({ caller, deps }) => {
    const role = await kycRoleOf(deps.db, caller);
    const source = role === KycAgentRole.OTHER ? RoleSource.OTHER : role === KycAgentRole.APPLYING || role === KycAgentRole.CANAPPLY ? RoleSource.ME : RoleSource.PC;
    return { role, source };
  });

  router.handle(CheckNewAgentOss, { scope: "self" }, () => ({ is_new: 1 as const }));

  router.handle(GetOssOpenRegion, { scope: "self" }, async ({ caller, deps }) => {
    const own = await ownBroadcasterOf(deps.db, caller);
    const country = own?.country ?? "ID";
    return { countries: [...OPEN_COUNTRIES], open: OPEN_COUNTRIES.includes(country) ? (1 as const) : (0 as const) };
  });
};
