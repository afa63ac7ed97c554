/**
 * live_agent_service declarations (SPEC section 7): permissions, broadcasters with unfinished
 * KYC (the recheck list, issue 7) and the broker / agent aggregates. PK lists:
 * `live-agent-service-pk.ts`; payments: `live-agent-service-payment.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { kycStatusSchema } from "./kyc-shared.ts";
import { bigoIdSchema, countSchema, pageFields, pageOf, secondsSchema, uidSchema } from "./shared.ts";

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

/** live_agent_service GetUnFinishKycAnchorCount: how many of the agency's broadcasters must (re)do KYC. */
export const GetUnFinishKycAnchorCount = defineEndpoint({
  name: "GetUnFinishKycAnchorCount",
  family: "liveAgentService",
  path: "/GetUnFinishKycAnchorCount",
  kind: "query",
  summary: "Broadcasters of the caller's agency whose KYC is not finished (status 0, 3 or 4): the recheck badge.",
  request: z.object({}),
  response: z.object({ /** Broadcasters with unfinished KYC. */ count: countSchema }),
  tags: ["KycRecheck"],
});

/** A broadcaster whose KYC is not finished. */
export const unfinishedKycAnchorSchema = z.object({
  /** The broadcaster. */
  anchor_uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** 0 not submitted, 3 rejected, 4 recheck required (1 under review while a recheck is pending). */
  kyc_status: kycStatusSchema,
  /** Why the last submission was rejected or flagged; "" otherwise. */
  reject_reason: z.string(),
  /** When the KYC must be done, Unix seconds; 0 when no deadline. */
  deadline_time: secondsSchema,
  /** When the broadcaster joined the agency, Unix seconds. */
  join_time: secondsSchema,
});

/** live_agent_service GetUnFinishKycAnchorList: the recheck list. */
export const GetUnFinishKycAnchorList = defineEndpoint({
  name: "GetUnFinishKycAnchorList",
  family: "liveAgentService",
  path: "/GetUnFinishKycAnchorList",
  kind: "query",
  summary: "Broadcasters of the caller's agency with unfinished KYC, earliest deadline first (recheck list).",
  request: z.object({
    /** Only this broadcaster. */
    bigo_id: z.optional(bigoIdSchema),
    /** Only this KYC status (0, 1, 3 or 4). */
    kyc_status: z.optional(kycStatusSchema),
    ...pageFields,
  }),
  response: pageOf(unfinishedKycAnchorSchema),
  tags: ["KycRecheck"],
});

/** Every declaration of this file (family liveAgentService, permissions, KYC and aggregates). */
export const liveAgentServiceEndpoints = [GetPermissions, GetUnFinishKycAnchorCount, GetUnFinishKycAnchorList] as const;
