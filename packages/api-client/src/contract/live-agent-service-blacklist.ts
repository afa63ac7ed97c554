/**
 * live_agent_service declarations, the payment blacklist (payment: blacklist, permission
 * PaymentBlacklist 10). SPEC section 7 names no blacklist call: these are ours, in the family's
 * naming style (`PaymentAgency<Entity><Verb>`). An agency keeps its own blacklist of Bigo IDs; an
 * ID in force on it is refused in distribution uploads, transfers and payment submissions (38013,
 * "blacklisted since {date}: {reason}"). Entries are never edited or deleted: removing one keeps it
 * with its removal reason, and every change is written to the payment action log.
 * Codes: `PaymentErrorCode` of `payment-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { PaymentErrorCode as E } from "./payment-shared.ts";
import { bigoIdSchema, enumSchema, exportAnswerSchema, pageFields, pageOf, queryEnumSchema, secondsSchema, uidSchema } from "./shared.ts";
import { BlacklistStatus } from "#enums/payment.ts";

/** A blacklist entry of the agency. */
export const blacklistEntrySchema = z.object({
  /** Entry id. */
  entry_id: z.string(),
  /** The blacklisted user's uid. */
  uid: uidSchema,
  /** Their Bigo ID. */
  bigo_id: z.string(),
  /** Their display name. */
  nick_name: z.string(),
  /** Why they were blacklisted. */
  reason: z.string(),
  /** BlacklistStatus: 1 in force, 2 expired, 3 removed. */
  status: enumSchema(BlacklistStatus),
  /** When the entry stops applying, Unix seconds; 0 when it never expires. */
  expire_time: secondsSchema,
  /** When it was added, Unix seconds. */
  create_time: secondsSchema,
  /** Who added it (display name). */
  creator_name: z.string(),
  /** When it was removed, Unix seconds; 0 while not removed. */
  remove_time: secondsSchema,
  /** Why it was removed; "" while not removed. */
  remove_reason: z.string(),
  /** Who removed it; "" while not removed. */
  remover_name: z.string(),
});

/** A reason for adding or removing an entry: 1-200 characters. */
const reasonSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** live_agent_service PaymentAgencyBlacklistList: the agency's blacklist, newest first. */
export const PaymentAgencyBlacklistList = defineEndpoint({
  name: "PaymentAgencyBlacklistList",
  family: "liveAgentService",
  path: "/PaymentAgencyBlacklistList",
  kind: "query",
  summary: "The caller's agency's payment blacklist, newest first, by Bigo ID and status.",
  request: () =>
    z.object({
      /** Only this Bigo ID (case-insensitive). */
      bigo_id: z.optional(bigoIdSchema),
      /** Only this BlacklistStatus (1 in force, 2 expired, 3 removed). */
      status: z.optional(enumSchema(BlacklistStatus)),
      ...pageFields,
    }),
  response: () => pageOf(blacklistEntrySchema),
  tags: ["PaymentBlacklist"],
  provides: (page) => rowTags("PaymentBlacklist", page.list, (row) => row.entry_id),
  screen: { route: "PaymentBlacklist", role: "list" },
});

/** live_agent_service PaymentAgencyBlacklistExport (form): the filtered blacklist as a CSV download. */
export const PaymentAgencyBlacklistExport = defineEndpoint({
  name: "PaymentAgencyBlacklistExport",
  family: "liveAgentService",
  path: "/PaymentAgencyBlacklistExport",
  encoding: "form",
  kind: "query",
  summary: "Export the blacklist entries matching the filters as CSV (form body); answers a download URL.",
  request: () =>
    z.object({
      /** Only this Bigo ID. */
      bigo_id: z.optional(bigoIdSchema),
      /** Only this BlacklistStatus (1-3), as text. */
      status: z.optional(queryEnumSchema(BlacklistStatus)),
    }),
  response: () => exportAnswerSchema,
  tags: ["PaymentBlacklist"],
  screen: { route: "PaymentBlacklist", role: "export" },
});

/** One line's result of PaymentAgencyBlacklistAdd. */
export const blacklistAddResultSchema = z.object({
  /** The Bigo ID as sent. */
  bigo_id: z.string(),
  /** 0 added; else the PaymentErrorCode refusing this line (38010 unknown ID, 38011 already blacklisted). */
  code: z.int(),
  /** The new entry's id; "" when refused. */
  entry_id: z.string(),
  /** The user's display name; "" when unknown. */
  nick_name: z.string(),
});

/** live_agent_service PaymentAgencyBlacklistAdd: blacklists one or many Bigo IDs, with one result per line. */
export const PaymentAgencyBlacklistAdd = defineEndpoint({
  name: "PaymentAgencyBlacklistAdd",
  family: "liveAgentService",
  path: "/PaymentAgencyBlacklistAdd",
  summary: "Blacklist 1-200 Bigo IDs with one reason and an optional expiry; each line succeeds or fails on its own.",
  request: () =>
    z.object({
      /** The Bigo IDs, 1-200 (a repeated ID counts once). */
      bigo_ids: z.array(bigoIdSchema).check(z.minLength(1), z.maxLength(200)),
      /** Why, 1-200 characters. */
      reason: reasonSchema,
      /** When the entries stop applying, Unix seconds, in the future (38014); 0 or absent: never. */
      expire_time: z._default(secondsSchema, 0),
    }),
  response: () =>
    z.object({
      /** One result per distinct Bigo ID, in the order sent. */
      results: z.array(blacklistAddResultSchema),
    }),
  tags: ["PaymentBlacklist", "PaymentActionLog"],
  invalidates: () => [listTag("PaymentBlacklist"), listTag("PaymentActionLog")],
  errors: [E.ExpiryInPast, E.BlacklistUserNotFound, E.AlreadyBlacklisted],
});

/** live_agent_service PaymentAgencyBlacklistRemove: removes an entry, with a reason (kept, never deleted). */
export const PaymentAgencyBlacklistRemove = defineEndpoint({
  name: "PaymentAgencyBlacklistRemove",
  family: "liveAgentService",
  path: "/PaymentAgencyBlacklistRemove",
  summary: "Remove a blacklist entry in force or expired, with a reason; the entry stays, marked removed.",
  request: () =>
    z.object({
      /** The entry. */
      entry_id: z.string().check(z.minLength(1)),
      /** Why, 1-200 characters. */
      reason: reasonSchema,
    }),
  response: () => blacklistEntrySchema,
  tags: ["PaymentBlacklist", "PaymentActionLog"],
  invalidates: ({ entry_id }) => [idTag("PaymentBlacklist", entry_id), listTag("PaymentBlacklist"), listTag("PaymentActionLog")],
  errors: [E.BlacklistEntryNotFound],
});

/** Every declaration of this file (family liveAgentService, payment blacklist). */
export const liveAgentServiceBlacklistEndpoints = [PaymentAgencyBlacklistList, PaymentAgencyBlacklistExport, PaymentAgencyBlacklistAdd, PaymentAgencyBlacklistRemove] as const;
