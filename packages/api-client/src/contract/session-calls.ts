/**
 * The calls the session makes once a user is known (SPEC section 7, "Permissions" and
 * "Session calls (GET)"), declared in their own families. Issue-by-issue, each family
 * file grows; these five are what the foundation needs.
 */
import { z } from "zod";
import { defineEndpoint } from "./define.ts";

/** live_agent_service GetPermissions with `permission_query_entry_type=3`, reading `data.permissions`. */
export const GetPermissions = defineEndpoint({
  name: "GetPermissions",
  family: "liveAgentService",
  path: "/GetPermissions",
  kind: "query",
  summary: "Permission ids granted through the agency (entry type 3), unioned with the user-info permissions.",
  request: z.object({ permission_query_entry_type: z.literal(3) }),
  response: z.object({ permissions: z.array(z.int()) }),
  tags: ["Permissions"],
});

/** 0 or 1 as the backend sends booleans. */
const flag = z.union([z.literal(0), z.literal(1)]);

/** manage anchor QryAnchorRelationChgTabVisible (GET): relation-change tab visibility. */
export const QryAnchorRelationChgTabVisible = defineEndpoint({
  name: "QryAnchorRelationChgTabVisible",
  family: "manageAnchor",
  method: "GET",
  path: "/QryAnchorRelationChgTabVisible",
  summary: "Whether the user may transfer broadcasters (transfer) and terminate them (cancel).",
  request: z.object({}),
  response: z.object({ transfer: flag, cancel: flag }),
  tags: ["SessionFlags"],
});

/** One agency membership of the user. */
export const agencyMemberSchema = z.object({
  agency_uid: z.string(),
  agency_name: z.string(),
  /** AgentRole in that agency: SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
  role: z.int(),
});

/** union_oss getAgencyMemberRole (GET): the user's roles in agencies (`member_list`). */
export const getAgencyMemberRole = defineEndpoint({
  name: "getAgencyMemberRole",
  family: "unionOss",
  method: "GET",
  path: "/getAgencyMemberRole",
  summary: "The user's memberships and roles in agencies.",
  request: z.object({}),
  response: z.object({ member_list: z.array(agencyMemberSchema) }),
  tags: ["SessionFlags"],
});

/** live_agent_front GetRecomAnchorEntry (GET): whether the recommend-anchor entry shows. */
export const GetRecomAnchorEntry = defineEndpoint({
  name: "GetRecomAnchorEntry",
  family: "liveAgentFront",
  method: "GET",
  path: "/GetRecomAnchorEntry",
  summary: "Whether the recommend-hosts entry is shown to this user.",
  request: z.object({}),
  response: z.object({ entry: flag }),
  tags: ["SessionFlags"],
});

/** union_oss getSelfInfo (GET): `member_info` with the agent role and Bigo ID. */
export const getSelfInfo = defineEndpoint({
  name: "getSelfInfo",
  family: "unionOss",
  method: "GET",
  path: "/getSelfInfo",
  summary: "The user's own agency member info: agent role and Bigo ID.",
  request: z.object({}),
  response: z.object({
    member_info: z.object({
      uid: z.string(),
      bigo_id: z.string(),
      /** AgentRole: NOT_AGENT 0, SUPER_MANAGER 1, MANAGER 2, BROKER 3. */
      role: z.int(),
      nick_name: z.string(),
      /** The agency the user belongs to; empty when NOT_AGENT. */
      agency_uid: z.string(),
    }),
  }),
  tags: ["SessionFlags"],
});

/** Every session-call declaration. */
export const sessionCallEndpoints = [
  GetPermissions,
  QryAnchorRelationChgTabVisible,
  getAgencyMemberRole,
  GetRecomAnchorEntry,
  getSelfInfo,
] as const;
