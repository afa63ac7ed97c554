/**
 * live_agent_service declarations (SPEC section 7): permissions, broadcasters with unfinished
 * KYC (the recheck list, issue 7) and the broker / agent aggregates. PK lists:
 * `live-agent-service-pk.ts`; payments: `live-agent-service-payment.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { rowTags } from "#tags.ts";
import { kycStatusSchema } from "./kyc-shared.ts";
import { PERMISSION_QUERY_ENTRY_TYPE } from "#enums/account.ts";
import { beansSchema, bigoIdSchema, countSchema, daySchema, durationSecondsSchema, flagSchema, pageFields, pageOf, secondsSchema, timeRangeFields, uidSchema } from "./shared.ts";

/** live_agent_service GetPermissions with `permission_query_entry_type=3`, reading `data.permissions`. */
export const GetPermissions = defineEndpoint({
  name: "GetPermissions",
  family: "liveAgentService",
  path: "/GetPermissions",
  kind: "query",
  summary: "Permission ids granted through the agency (entry type 3), unioned with the user-info permissions.",
  request: () => z.object({ permission_query_entry_type: z.literal(PERMISSION_QUERY_ENTRY_TYPE) }),
  response: () => z.object({ permissions: z.array(z.int()) }),
  tags: ["Permissions"],
});

/** live_agent_service GetUnFinishKycAnchorCount: how many of the agency's broadcasters must (re)do KYC. */
export const GetUnFinishKycAnchorCount = defineEndpoint({
  name: "GetUnFinishKycAnchorCount",
  family: "liveAgentService",
  path: "/GetUnFinishKycAnchorCount",
  kind: "query",
  summary: "Broadcasters of the caller's agency whose KYC is not finished (status 0, 3 or 4): the recheck badge.",
  request: () => z.object({}),
  response: () => z.object({ /** Broadcasters with unfinished KYC. */ count: countSchema }),
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
  request: () =>
    z.object({
      /** Only this broadcaster. */
      bigo_id: z.optional(bigoIdSchema),
      /** Only this KYC status (0, 1, 3 or 4). */
      kyc_status: z.optional(kycStatusSchema),
      ...pageFields,
    }),
  response: () => pageOf(unfinishedKycAnchorSchema),
  tags: ["KycRecheck"],
  provides: (page) => rowTags("KycRecheck", page.list, (row) => row.anchor_uid),
});

/** Business codes of the aggregate calls (ours; SPEC section 8 leaves them "not shown"). */
export const AggregateErrorCode = {
  /** The range is longer than 92 days, or starts after it ends. */
  RangeInvalid: 38101,
  /** The broker is not a member of the caller's agency. */
  BrokerNotInAgency: 38102,
} as const;

/** Aggregated figures of a group of broadcasters. */
export const aggregateFields = {
  /** Broadcasters in the group at the range's end. */
  anchor_count: countSchema,
  /** Of those, live at least once in the range. */
  active_anchor_count: countSchema,
  /** Joined during the range. */
  new_anchor_count: countSchema,
  /** Total time live, seconds. */
  live_duration: durationSecondsSchema,
  /** Beans received. */
  beans: beansSchema,
};

/** live_agent_service GetAggrDataEntry: which aggregate entries the caller sees. */
export const GetAggrDataEntry = defineEndpoint({
  name: "GetAggrDataEntry",
  family: "liveAgentService",
  path: "/GetAggrDataEntry",
  kind: "query",
  summary: "Whether the caller sees the broker aggregate and the agency aggregate entries.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** 1 show the broker's own aggregate (brokers and managers). */ broker_entry: flagSchema,
      /** 1 show the agency aggregate (super managers and managers). */ agent_entry: flagSchema,
    }),
  tags: ["AggregateData"],
});

/** live_agent_service GetBrokerAggrData: a broker's broadcasters, aggregated per day. */
export const GetBrokerAggrData = defineEndpoint({
  name: "GetBrokerAggrData",
  family: "liveAgentService",
  path: "/GetBrokerAggrData",
  kind: "query",
  summary: "Aggregates of a broker's broadcasters over a range (at most 92 days), with one row per day.",
  request: () => z.object({ /** The broker; absent: the caller. */ broker_uid: z.optional(uidSchema), ...timeRangeFields }),
  response: () =>
    z.object({
      /** Totals over the range. */
      summary: z.object(aggregateFields),
      /** One row per day, oldest first. */
      daily: z.array(z.object({ /** The day, YYYY-MM-DD. */ day: daySchema, ...aggregateFields })),
    }),
  tags: ["AggregateData"],
  errors: [AggregateErrorCode.RangeInvalid, AggregateErrorCode.BrokerNotInAgency],
});

/** live_agent_service GetAgentAggrData: the agency's aggregates with one row per broker. */
export const GetAgentAggrData = defineEndpoint({
  name: "GetAgentAggrData",
  family: "liveAgentService",
  path: "/GetAgentAggrData",
  kind: "query",
  summary: "Aggregates of the caller's agency over a range, with one row per broker.",
  request: () => z.object({ ...timeRangeFields }),
  response: () =>
    z.object({
      /** Totals over the range. */
      summary: z.object(aggregateFields),
      /** One row per broker ("0": broadcasters without a broker), most beans first. */
      brokers: z.array(z.object({ /** The broker. */ broker_uid: uidSchema, /** The broker's name. */ broker_name: z.string(), ...aggregateFields })),
    }),
  tags: ["AggregateData"],
  errors: [AggregateErrorCode.RangeInvalid],
});

/** Every declaration of this file (family liveAgentService, permissions, KYC and aggregates). */
export const liveAgentServiceEndpoints = [GetPermissions, GetUnFinishKycAnchorCount, GetUnFinishKycAnchorList, GetAggrDataEntry, GetBrokerAggrData, GetAgentAggrData] as const;
