/**
 * union_oss declarations (SPEC section 7): agency members, recruitment, applications and phone verification.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";

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

/** Every declaration of this family. */
export const unionOssEndpoints = [getAgencyMemberRole, getSelfInfo] as const;
