/**
 * union_oss handlers (SPEC section 7): the session calls (getAgencyMemberRole, getSelfInfo), the
 * team, applications and recruit configuration. Phone verification: `union-oss-phone.ts`.
 */
import { getAgencyMemberRole, getSelfInfo } from "@agent-portal/api-client/contract/union-oss";
import { AgentRole } from "@agent-portal/api-client/enums";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { membershipsOf } from "#services/memberships.ts";
import { registerApplyHandlers } from "./union-oss/apply.ts";
import { registerBrokerDataHandler } from "./union-oss/broker-data.ts";
import { registerTeamHandlers } from "./union-oss/team.ts";
import { registerTeamListHandlers } from "./union-oss/team-lists.ts";

/** Registers the union_oss handlers. */
export const registerUnionOssHandlers: RegisterHandlers = (router) => {
  router.handle(getAgencyMemberRole, { scope: "self" }, async ({ caller, deps }) => ({
    member_list: (await membershipsOf(deps.db, caller.account.id)).map((m) => ({
      agency_uid: m.agencyUid,
      agency_name: m.agencyName,
      role: m.role,
    })),
  }));

  /** The highest-ranking membership; NOT_AGENT with the account's own identity when there is none. */
  router.handle(getSelfInfo, { scope: "self" }, async ({ caller, deps }) => {
    const { account } = caller;
    const [top] = await membershipsOf(deps.db, account.id);
    return {
      member_info:
        top === undefined
          ? { uid: account.bigoUid, bigo_id: account.bigoId, role: AgentRole.NOT_AGENT, nick_name: account.nickname, agency_uid: "" }
          : { uid: top.uid, bigo_id: top.bigoId, role: top.role, nick_name: top.nickname, agency_uid: top.agencyUid },
    };
  });
  registerTeamHandlers(router);
  registerTeamListHandlers(router);
  registerBrokerDataHandler(router);
  registerApplyHandlers(router);
};
