/**
 * broker declarations (SPEC section 7): the broadcaster list with its tabs, broker
 * assignment and its history, contract renewals and re-grading (issue 7, broadcaster list).
 *
 * Contract status (`contract_status`): 1 active, 2 to be renewed (ends within 30 days, no
 * renewal pending), 3 renewal pending (sent, waiting for the broadcaster), 4 terminated
 * (cancelled, transferred away or expired). Renewal status: 1 pending, 2 accepted,
 * 3 rejected by the broadcaster, 4 withdrawn by the agency, 5 expired (7 days unanswered).
 * The transitions are in `docs/state-machines.md`.
 */
import * as z from "zod/mini";
import { BrokerErrorCode, anchorListTabSchema, anchorSortFieldSchema, broadcasterSchema } from "./broker-shared.ts";
import { defineEndpoint } from "./define.ts";
import { families, successCodeOf } from "#families.ts";
import { idTag, idTags, listTag, rowTags } from "#tags.ts";
import { bigoIdSchema, countSchema, emptySchema, enumSchema, pageFields, pageOf, remarkSchema, secondsSchema, uidSchema } from "./shared.ts";
import { AnchorListTab, AnchorSortField, ContractStatus, RenewalStatus, SortOrder } from "#enums/broadcaster.ts";

export { BrokerErrorCode, anchorListTabSchema, anchorSortFieldSchema, broadcasterSchema } from "./broker-shared.ts";
const E = BrokerErrorCode;

/** broker QryAnchorList: one page of the agency's broadcasters, filtered and sorted on the server. */
export const QryAnchorList = defineEndpoint({
  name: "QryAnchorList",
  family: "broker",
  path: "/QryAnchorList",
  kind: "query",
  summary: "The agency's broadcasters by tab, with search by Bigo ID or part of the nickname, filters, sort and page.",
  request: () =>
    z.object({
      /** Tab: 1 all (default), 2 to be renewed, 3 terminated, 4 joined within 30 days. */
      tab: z._default(anchorListTabSchema, AnchorListTab.All),
      /** Exact Bigo ID to find one broadcaster (31001 when no user has it). */
      bigo_id: z.optional(bigoIdSchema),
      /** Part of the nickname, ignoring case, 1-32 characters: the broadcasters whose nickname contains it (the jump box's search by name). */
      nick_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
      /** Only this broker's broadcasters; "0" for broadcasters without a broker. */
      broker_uid: z.optional(uidSchema),
      /** Only these contract statuses (1-4); empty or absent: any. */
      contract_status: z.optional(z.array(enumSchema(ContractStatus))),
      /**
       * Only broadcasters with no live on the last N days (1-30): their last live day is at least
       * N days before today (the report zone, UTC), or they had no live in the last 30 days. The
       * home counts N = 3 with it (issue 25).
       */
      no_live_days: z.optional(z.int().check(z.positive(), z.lte(30))),
      /** Joined at or after, Unix seconds. */
      join_start_time: z.optional(secondsSchema),
      /** Joined at or before, Unix seconds. */
      join_end_time: z.optional(secondsSchema),
      /** Sort column (default 1, join time). */
      sort_field: z._default(anchorSortFieldSchema, AnchorSortField.JoinTime),
      /** 1 ascending, 2 descending (default). */
      sort_order: z._default(enumSchema(SortOrder), SortOrder.Descending),
      ...pageFields,
    }),
  response: () => pageOf(broadcasterSchema),
  tags: ["Broadcaster"],
  provides: (page) => rowTags("Broadcaster", page.list, (row) => row.anchor_uid),
  errors: [E.InvalidBigoId],
});

/** broker QryAgentListTab: the list tabs the caller sees, with their counts. */
export const QryAgentListTab = defineEndpoint({
  name: "QryAgentListTab",
  family: "broker",
  path: "/QryAgentListTab",
  kind: "query",
  summary: "The broadcaster-list tabs the caller may see, each with its row count.",
  request: () => z.object({}),
  response: () =>
    z.object({
      /** Visible tabs in display order. */
      tabs: z.array(z.object({ /** 1 all, 2 to be renewed, 3 terminated, 4 joined. */ tab: anchorListTabSchema, /** Rows in the tab. */ count: countSchema })),
    }),
  tags: ["BroadcasterTab"],
});

/** The request of SetBroker / SetBrokerNoVerify: one broker for one or many broadcasters. */
export const setBrokerRequestSchema = z.object({
  /** Broadcasters to assign (1-100; bulk assignment from the list). */
  anchor_uids: z.array(uidSchema).check(z.minLength(1), z.maxLength(100)),
  /** The new broker's uid (a BROKER or MANAGER member); "0" removes the broker. */
  broker_uid: uidSchema,
});

/**
 * The code of a SetBroker / SetBrokerNoVerify result row whose broadcaster was assigned: the broker
 * family's success code (1: the family is C++ style, like its headers; `successCodeOf`), as its
 * envelope answers. Any other code is the business code that refused the row (31006, 31011).
 */
export const BROKER_ROW_ASSIGNED = successCodeOf(families.broker.style);

/** The answer of SetBroker / SetBrokerNoVerify: every broadcaster's outcome (bulk calls may partly fail). */
export const setBrokerAnswerSchema = z.object({
  /** One entry per requested broadcaster. */
  results: z.array(
    z.object({ /** The broadcaster. */ anchor_uid: uidSchema, /** `BROKER_ROW_ASSIGNED` (1) assigned, else the business code that refused it (31006, 31011). */ code: z.int() }),
  ),
});

/** broker SetBroker: assigns a broker; a sensitive change, so it may answer 40001 (phone verification). */
export const SetBroker = defineEndpoint({
  name: "SetBroker",
  family: "broker",
  path: "/SetBroker",
  summary: "Assign a broker to broadcasters (single or bulk); may require phone verification (40001).",
  request: () => setBrokerRequestSchema,
  response: () => setBrokerAnswerSchema,
  tags: ["Broadcaster", "BrokerRecord"],
  invalidates: ({ anchor_uids }) => [...idTags("Broadcaster", anchor_uids), listTag("BrokerRecord")],
  errors: [E.BrokerNotInAgency, E.AnchorNotInAgency],
});

/** broker SetBrokerNoVerify: the same without phone verification, only for broadcasters without a broker. */
export const SetBrokerNoVerify = defineEndpoint({
  name: "SetBrokerNoVerify",
  family: "broker",
  path: "/SetBrokerNoVerify",
  summary: "Assign a broker to broadcasters that have none, without phone verification (else 31006 per row).",
  request: () => setBrokerRequestSchema,
  response: () => setBrokerAnswerSchema,
  tags: ["Broadcaster", "BrokerRecord"],
  invalidates: ({ anchor_uids }) => [...idTags("Broadcaster", anchor_uids), listTag("BrokerRecord")],
  errors: [E.BrokerNotInAgency, E.AnchorNotInAgency, E.VerificationRequired],
});

/** One broker change of the history. */
export const brokerRecordSchema = z.object({
  /** Record id. */
  record_id: z.string(),
  /** The broadcaster. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  anchor_bigo_id: z.string(),
  /** The broadcaster's name. */
  anchor_nick_name: z.string(),
  /** Previous broker's uid; "0" when none. */
  old_broker_uid: uidSchema,
  /** Previous broker's name; "" when none. */
  old_broker_name: z.string(),
  /** New broker's uid; "0" when removed. */
  new_broker_uid: uidSchema,
  /** New broker's name; "" when removed. */
  new_broker_name: z.string(),
  /** Who made the change. */
  operator_name: z.string(),
  /** When, Unix seconds. */
  create_time: secondsSchema,
});

/** broker QrySetBrokerRecords: broker assignment history, newest first. */
export const QrySetBrokerRecords = defineEndpoint({
  name: "QrySetBrokerRecords",
  family: "broker",
  path: "/QrySetBrokerRecords",
  kind: "query",
  summary: "Broker assignment history, newest first; optionally for one broadcaster.",
  request: () => z.object({ /** Only this broadcaster's records. */ anchor_uid: z.optional(uidSchema), ...pageFields }),
  response: () => pageOf(brokerRecordSchema),
  tags: ["BrokerRecord"],
});

/** One contract renewal. */
export const renewalRecordSchema = z.object({
  /** Renewal id. */
  renewal_id: z.string(),
  /** The broadcaster. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  anchor_bigo_id: z.string(),
  /** The broadcaster's name. */
  anchor_nick_name: z.string(),
  /** Months the contract is extended by: 3, 6 or 12. */
  duration_months: z.int(),
  /** Contract end before the renewal, Unix seconds. */
  old_end_time: secondsSchema,
  /** Contract end once accepted, Unix seconds. */
  new_end_time: secondsSchema,
  /** RenewalStatus: 1 pending, 2 accepted, 3 rejected, 4 withdrawn, 5 expired. */
  status: enumSchema(RenewalStatus),
  /** When the renewal was sent, Unix seconds. */
  create_time: secondsSchema,
  /** When a pending renewal expires (7 days after sending), Unix seconds. */
  expire_time: secondsSchema,
  /** When the status last changed, Unix seconds. */
  update_time: secondsSchema,
  /** Last reminder sent, Unix seconds; 0 if none. */
  last_remind_time: secondsSchema,
  /** Who sent the renewal. */
  operator_name: z.string(),
  /** The renewal's contract offer (GetAnchorSignDetail / anchorConfirmContract `sign_id`, the broadcaster's confirmation page); "" when none. */
  sign_id: z.string(),
});

/** broker RenewalContract: offers a broadcaster a renewal; the broadcaster accepts with anchorConfirmContract. */
export const RenewalContract = defineEndpoint({
  name: "RenewalContract",
  family: "broker",
  path: "/RenewalContract",
  summary: "Offer a contract renewal (3, 6 or 12 months); pending until the broadcaster answers (7 days).",
  request: () =>
    z.object({
      /** The broadcaster. */
      anchor_uid: uidSchema,
      /** Months to extend by: 3, 6 or 12. */
      duration_months: z.union([z.literal(3), z.literal(6), z.literal(12)]),
      /** Note shown to the broadcaster, at most 200 characters. */
      remark: z.optional(remarkSchema),
    }),
  response: () => renewalRecordSchema,
  tags: ["Broadcaster", "BroadcasterTab", "RenewalRecord"],
  invalidates: ({ anchor_uid }) => [idTag("Broadcaster", anchor_uid), listTag("BroadcasterTab"), listTag("RenewalRecord")],
  errors: [E.ContractTerminated, E.RenewalPending, E.RenewalTooEarly, E.AnchorNotInAgency],
});

/** broker CancelRenewalContract: withdraws a pending renewal. */
export const CancelRenewalContract = defineEndpoint({
  name: "CancelRenewalContract",
  family: "broker",
  path: "/CancelRenewalContract",
  summary: "Withdraw a pending renewal (status becomes 4, withdrawn).",
  request: () => z.object({ /** The pending renewal. */ renewal_id: z.string().check(z.minLength(1)) }),
  response: () => renewalRecordSchema,
  tags: ["Broadcaster", "BroadcasterTab", "RenewalRecord"],
  invalidates: ({ renewal_id }, renewal) => [idTag("RenewalRecord", renewal_id), idTag("Broadcaster", renewal.anchor_uid), listTag("BroadcasterTab")],
  errors: [E.RenewalNotPending],
});

/** broker QryRenewalContractRecords: renewals, newest first. */
export const QryRenewalContractRecords = defineEndpoint({
  name: "QryRenewalContractRecords",
  family: "broker",
  path: "/QryRenewalContractRecords",
  kind: "query",
  summary: "Contract renewals, newest first; optionally for one broadcaster or one status.",
  request: () =>
    z.object({
      /** Only this broadcaster's renewals. */
      anchor_uid: z.optional(uidSchema),
      /** Only this status: 1 pending, 2 accepted, 3 rejected, 4 withdrawn, 5 expired. */
      status: z.optional(enumSchema(RenewalStatus)),
      ...pageFields,
    }),
  response: () => pageOf(renewalRecordSchema),
  tags: ["RenewalRecord"],
  provides: (page) => rowTags("RenewalRecord", page.list, (row) => row.renewal_id),
});

/** broker RemindRenewalContract: reminds the broadcaster of a pending renewal (once per 24 hours). */
export const RemindRenewalContract = defineEndpoint({
  name: "RemindRenewalContract",
  family: "broker",
  path: "/RemindRenewalContract",
  summary: "Send the broadcaster a reminder of a pending renewal; at most once per 24 hours.",
  request: () => z.object({ /** The pending renewal. */ renewal_id: z.string().check(z.minLength(1)) }),
  response: () => z.object({ /** When the next reminder may be sent, Unix seconds. */ next_remind_time: secondsSchema }),
  tags: ["RenewalRecord"],
  invalidates: ({ renewal_id }) => [idTag("RenewalRecord", renewal_id)],
  errors: [E.RenewalNotPending, E.RemindTooFrequent, E.ContractTerminated],
});

/** broker SendNewAnchorReGrade: asks for a new broadcaster to be graded again. */
export const SendNewAnchorReGrade = defineEndpoint({
  name: "SendNewAnchorReGrade",
  family: "broker",
  path: "/SendNewAnchorReGrade",
  summary: "Ask for a re-grade of a broadcaster who joined within 30 days.",
  request: () => z.object({ /** The broadcaster. */ anchor_uid: uidSchema, /** Why a new grade is expected. */ reason: z.optional(remarkSchema) }),
  response: () => emptySchema,
  tags: ["Broadcaster"],
  invalidates: ({ anchor_uid }) => [idTag("Broadcaster", anchor_uid)],
  errors: [E.NotNewAnchor, E.ReGradeAlreadyRequested, E.AnchorNotInAgency],
});

/** Every declaration of the broker family. */
export const brokerEndpoints = [
  QryAnchorList,
  QryAgentListTab,
  SetBroker,
  SetBrokerNoVerify,
  QrySetBrokerRecords,
  RenewalContract,
  CancelRenewalContract,
  QryRenewalContractRecords,
  RemindRenewalContract,
  SendNewAnchorReGrade,
] as const;
