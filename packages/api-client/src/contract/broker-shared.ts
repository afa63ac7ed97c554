/**
 * Schemas and codes of the broker family shared by its declarations (`broker.ts`) and mocks:
 * the business codes, the broadcaster row and the list's tab and sort enums. No declarations here.
 */
import * as z from "zod/mini";
import { beansSchema, countSchema, countryCodeSchema, durationSecondsSchema, enumSchema, flagSchema, secondsSchema, uidSchema } from "./shared.ts";
import { AnchorListTab, AnchorSortField, ContractStatus } from "#enums/broadcaster.ts";
import { KycStatus } from "#enums/kyc.ts";

/** Business codes of the broker calls (ours; SPEC section 8 leaves them "not shown"). */
export const BrokerErrorCode = {
  /** No user has this Bigo ID (or it is malformed). */
  InvalidBigoId: 31001,
  /** The contract is terminated: it cannot be renewed, extended or reminded. */
  ContractTerminated: 31002,
  /** A renewal is already pending for this broadcaster. */
  RenewalPending: 31003,
  /** The contract ends more than 30 days from now: too early to renew. */
  RenewalTooEarly: 31004,
  /** The renewal is no longer pending (accepted, rejected, withdrawn or expired). */
  RenewalNotPending: 31005,
  /** SetBrokerNoVerify: the broadcaster already has a broker; use SetBroker (phone-verified). */
  VerificationRequired: 31006,
  /** A reminder was already sent within the last 24 hours. */
  RemindTooFrequent: 31007,
  /** Re-grading is only for broadcasters who joined within the last 30 days. */
  NotNewAnchor: 31008,
  /** A re-grade request for this broadcaster is already being processed. */
  ReGradeAlreadyRequested: 31009,
  /** The broker is not a member of the caller's agency with the BROKER or MANAGER role. */
  BrokerNotInAgency: 31010,
  /** A broadcaster of the request is not in the caller's agency. */
  AnchorNotInAgency: 31011,
} as const;

/** Broadcaster list tab (route names ListAll, ListToBeRenewed, ListTerminated, ListJoined): 1 all, 2 to be renewed, 3 terminated, 4 joined (joined within 30 days). */
export const anchorListTabSchema = enumSchema(AnchorListTab);

/** One row of the broadcaster list. */
export const broadcasterSchema = z.object({
  /** The broadcaster's uid. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar image URL; "" when none. */
  avatar_url: z.string(),
  /** Country of the broadcaster's account. */
  country: countryCodeSchema,
  /** The assigned broker's uid; "0" when none. */
  broker_uid: uidSchema,
  /** The assigned broker's name; "" when none. */
  broker_name: z.string(),
  /** When the broadcaster joined the agency, Unix seconds. */
  join_time: secondsSchema,
  /** ContractStatus: 1 active, 2 to be renewed, 3 renewal pending, 4 terminated. */
  contract_status: enumSchema(ContractStatus),
  /** Contract start, Unix seconds. */
  contract_start_time: secondsSchema,
  /** Contract end, Unix seconds. */
  contract_end_time: secondsSchema,
  /** The pending renewal's id; "" when none. */
  renewal_id: z.string(),
  /** Last live start, Unix seconds; 0 if never live. */
  last_live_time: secondsSchema,
  /** Days with a live session in the last 30 days. */
  live_days_30d: countSchema,
  /** Time live in the last 30 days, seconds. */
  live_duration_30d: durationSecondsSchema,
  /** Beans received in the last 30 days. */
  beans_30d: beansSchema,
  /** KycStatus: 0 not submitted, 1 under review, 2 approved, 3 rejected, 4 recheck required. */
  kyc_status: enumSchema(KycStatus),
  /** 1 if the caller follows the broadcaster (AddFollowUser / DelFollowInfo). */
  is_followed: flagSchema,
  /** 1 if joined within 30 days (re-grade possible with SendNewAnchorReGrade). */
  is_new_anchor: flagSchema,
  /** Broadcaster grade label (e.g. "S", "A", "B"); "" before grading. */
  grade: z.string(),
});

/** Column to sort the broadcaster list by: 1 join time, 2 contract end, 3 last live, 4 beans (30 days), 5 live duration (30 days). */
export const anchorSortFieldSchema = enumSchema(AnchorSortField);
