/**
 * live_agent_front handlers, finding an agency to apply to (any logged-in user):
 * SearchAgentForAnchorApply, GetAgentListForOssApply, GetLocatedCountry.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { GetAgentListForOssApply, GetLocatedCountry, SearchAgentForAnchorApply } from "@agent-portal/api-client/contract/live-agent-front-invite";
import { agencyRecruitConfigs } from "#db/schema/applications.ts";
import { agencies, agencyMembers } from "#db/schema/organisation.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";
import { ownBroadcasterOf } from "#services/scope.ts";
import { agentCards } from "./invite-answers.ts";
import { agencyById } from "./invitee.ts";

/** Registers the agency search handlers. */
export const registerAgencySearchHandlers: RegisterHandlers = (router) => {
  router.handle(SearchAgentForAnchorApply, { scope: "reference" }, async ({ input, deps }) => {
    const keyword = input.keyword.toLowerCase();
    const rows = await deps.db
      .selectDistinct({ agency: agencies })
      .from(agencies)
      .leftJoin(agencyMembers, and(eq(agencyMembers.agencyId, agencies.id), eq(agencyMembers.role, 1)))
      .where(
        sql`lower(${agencies.bigoId}) = ${keyword} OR lower(${agencyMembers.bigoId}) = ${keyword} OR lower(${agencies.name}) LIKE ${`%${keyword.replace(/[%_\\]/g, "\\$&")}%`}`,
      )
      .orderBy(asc(agencies.id))
      .limit(20);
    return {
      list: await agentCards(
        deps.db,
        rows.map((r) => r.agency),
      ),
    };
  });

  router.handle(GetAgentListForOssApply, { scope: "reference" }, async ({ input, caller, deps }) => {
    const own = await ownBroadcasterOf(deps.db, caller);
    const country = input.country ?? own?.country ?? "ID";
    const rows = await deps.db
      .select({ agency: agencies })
      .from(agencies)
      .innerJoin(agencyRecruitConfigs, eq(agencyRecruitConfigs.agencyId, agencies.id))
      .where(and(eq(agencies.recruiting, true), eq(agencyRecruitConfigs.open, 1), sql`${country} = ANY(${agencyRecruitConfigs.countries})`))
      .orderBy(desc(agencies.level), asc(agencies.id));
    const page = rows.slice((input.page - 1) * input.page_size, input.page * input.page_size);
    return {
      list: await agentCards(
        deps.db,
        page.map((r) => r.agency),
      ),
      total: rows.length,
    };
  });

  /** The broadcaster's registration country; agency staff get their agency's; others Indonesia. */
  router.handle(GetLocatedCountry, { scope: "reference" }, async ({ caller, deps }) => {
    const own = await ownBroadcasterOf(deps.db, caller);
    if (own !== null) return { country: own.country };
    const [top] = await membershipsOf(deps.db, caller.account.id);
    const agency = top === undefined ? null : await agencyById(deps.db, top.agencyId);
    return { country: agency?.country ?? "ID" };
  });
};
