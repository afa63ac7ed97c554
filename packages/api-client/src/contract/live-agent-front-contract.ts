/**
 * live_agent_front declarations (SPEC section 7), contracts: extending a contract (issue 7),
 * the contract a broadcaster confirms and its progress (issue 9), and the agency's
 * broadcasters banned by audit.
 *
 * Sign status (`status` of a sign): 1 waiting for the broadcaster (anchorConfirmContract),
 * 2 confirmed (effective), 3 declined, 4 expired (7 days unanswered), 5 withdrawn by the agency.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { basisPointsSchema, centsSchema, countSchema, enumSchema, pageFields, pageOf, progressStepSchema, secondsSchema, uidSchema } from "./shared.ts";
import { BanType, SignStatus, SignType } from "#enums/broadcaster.ts";

/** Business codes of the contract calls (ours; SPEC section 8 leaves them "not shown"). */
export const ContractErrorCode = {
  /** The contract is terminated: it cannot be extended. */
  ContractTerminated: 45001,
  /** The contract was already extended once. */
  ExtensionUsed: 45002,
  /** Only contracts ending within 30 days can be extended. */
  NotExtendable: 45003,
  /** The broadcaster is not in the caller's agency. */
  AnchorNotInAgency: 45004,
  /** No contract with this id for the caller. */
  SignNotFound: 45005,
} as const;
const E = ContractErrorCode;

/** Sign status (SignStatus): 1 waiting for the broadcaster, 2 confirmed, 3 declined, 4 expired, 5 withdrawn. */
export const signStatusSchema = enumSchema(SignStatus);

/** live_agent_front ExtendContract: extends a contract ending soon by a grace period (once). */
export const ExtendContract = defineEndpoint({
  name: "ExtendContract",
  family: "liveAgentFront",
  path: "/ExtendContract",
  summary: "Extend a contract ending within 30 days by 1-30 days, once, e.g. while a renewal is pending.",
  request: () => z.object({ /** The broadcaster. */ anchor_uid: uidSchema, /** Days to add, 1-30. */ extend_days: z.int().check(z.gte(1), z.lte(30)) }),
  response: () => z.object({ /** The new contract end, Unix seconds. */ contract_end_time: secondsSchema }),
  tags: ["Broadcaster", "BroadcasterTab", "AnchorSign"],
  // The row (its end, maybe its status), the tab counts, and the broadcaster's current contract (the list tag: its id is not in the request).
  invalidates: ({ anchor_uid }) => [idTag("Broadcaster", anchor_uid), listTag("BroadcasterTab"), listTag("AnchorSign")],
  errors: [E.ContractTerminated, E.ExtensionUsed, E.NotExtendable, E.AnchorNotInAgency],
});

/** A contract offered to a broadcaster (new contract or renewal). */
export const anchorSignSchema = z.object({
  /** Sign id (anchorConfirmContract's `sign_id`). */
  sign_id: z.string(),
  /** SignType: 1 new contract (recruit or invitation), 2 renewal (RenewalContract). */
  sign_type: enumSchema(SignType),
  /** The agency. */
  agent_uid: uidSchema,
  /** Agency name. */
  agent_name: z.string(),
  /** Agency avatar URL; "" when none. */
  agent_avatar_url: z.string(),
  /** Contract length in months. */
  duration_months: countSchema,
  /** Start once confirmed, Unix seconds. */
  start_time: secondsSchema,
  /** End, Unix seconds. */
  end_time: secondsSchema,
  /** The broadcaster's share of income, basis points (7000 = 70 %). */
  share_ratio_bp: basisPointsSchema,
  /** Guaranteed monthly base pay, cents; 0 when none. */
  base_salary_cents: centsSchema,
  /** Required live days per month. */
  min_live_days: countSchema,
  /** Required live hours per month. */
  min_live_hours: countSchema,
  /** The terms as plain text (paragraphs separated by "\n"). */
  terms_text: z.string(),
  /** 1 waiting, 2 confirmed, 3 declined, 4 expired, 5 withdrawn. */
  status: signStatusSchema,
  /** When a waiting contract expires, Unix seconds. */
  expire_time: secondsSchema,
});

/** live_agent_front GetAnchorSignDetail: the contract the broadcaster is asked to confirm. */
export const GetAnchorSignDetail = defineEndpoint({
  name: "GetAnchorSignDetail",
  family: "liveAgentFront",
  path: "/GetAnchorSignDetail",
  kind: "query",
  summary: "A contract offered to the caller (a broadcaster); the latest waiting one when no id is given.",
  request: () => z.object({ /** The contract; absent: the caller's latest waiting one. */ sign_id: z.optional(z.string()) }),
  response: () => z.object({ /** The contract; null when none waits. */ sign: z.nullable(anchorSignSchema) }),
  tags: ["AnchorSign"],
  // By id: that offer; without one, "the latest waiting" changes with any new offer (the list tag).
  provides: ({ sign }, { sign_id }) => [...(sign_id === undefined ? [listTag("AnchorSign")] : []), ...(sign === null ? [] : [idTag("AnchorSign", sign.sign_id)])],
  errors: [E.SignNotFound],
});

/** live_agent_front GetAnchorSignProgress: a contract's timeline. */
export const GetAnchorSignProgress = defineEndpoint({
  name: "GetAnchorSignProgress",
  family: "liveAgentFront",
  path: "/GetAnchorSignProgress",
  kind: "query",
  summary: "A contract's timeline: offered, broadcaster's answer, effective.",
  request: () => z.object({ /** The contract. */ sign_id: z.string().check(z.minLength(1)) }),
  response: () =>
    z.object({
      /** The contract. */
      sign_id: z.string(),
      /** 1 waiting, 2 confirmed, 3 declined, 4 expired, 5 withdrawn. */
      status: signStatusSchema,
      /** Steps: 1 offered by the agency, 2 the broadcaster's answer, 3 effective. */
      steps: z.array(progressStepSchema),
    }),
  tags: ["AnchorSign"],
  provides: (_progress, { sign_id }) => [idTag("AnchorSign", sign_id)],
  errors: [E.SignNotFound],
});

/** A broadcaster of the agency under an audit ban. */
export const auditBanSchema = z.object({
  /** The broadcaster. */
  anchor_uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** BanType: 1 live-streaming ban, 2 account ban, 3 feature restriction. */
  ban_type: enumSchema(BanType),
  /** Reason given by the audit. */
  reason: z.string(),
  /** Ban start, Unix seconds. */
  start_time: secondsSchema,
  /** Ban end, Unix seconds; 0 when permanent. */
  end_time: secondsSchema,
});

/** live_agent_front GetAuditBanList: the agency's broadcasters currently banned by audit. */
export const GetAuditBanList = defineEndpoint({
  name: "GetAuditBanList",
  family: "liveAgentFront",
  path: "/GetAuditBanList",
  kind: "query",
  summary: "The agency's broadcasters under an audit ban, latest first.",
  request: () => z.object({ ...pageFields }),
  response: () => pageOf(auditBanSchema),
  tags: ["BanList"],
});

/** Every declaration of this file (family liveAgentFront, contracts). */
export const liveAgentFrontContractEndpoints = [ExtendContract, GetAnchorSignDetail, GetAnchorSignProgress, GetAuditBanList] as const;
