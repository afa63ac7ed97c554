/**
 * live_agent_service declarations, the payment action log (payment: action-log, permission
 * PaymentActionLog 11; the action-log tabs of broadcaster-payment and agency-payment, PaymentMethod
 * 17). SPEC section 7 names no log call: these are ours, in the family's naming style. Every
 * payment change the server accepts writes one entry: who (actor and their role), when, what
 * (PaymentActionType), on whom, the amount and the balance before and after in beans where money
 * moved, and the batch or approval id. The log is read-only: no call edits or deletes an entry.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { rowTags } from "#tags.ts";
import { bigoIdSchema, enumSchema, exportAnswerSchema, pageFields, pageOf, queryEnumSchema, queryIntSchema, secondsSchema } from "./shared.ts";
import { AgentRole } from "#enums/account-roles.ts";
import { PaymentActionType } from "#enums/payment.ts";

/** A signed whole number of beans (adjustments are negative); null where no money moved. */
const beansOrNull = z.nullable(z.int());

/** One entry of the payment action log. */
export const paymentActionLogSchema = z.object({
  /** Entry id. */
  log_id: z.string(),
  /** When it happened, Unix seconds. */
  create_time: secondsSchema,
  /** Who acted (display name). */
  actor_name: z.string(),
  /** Their Bigo ID; "" for the system. */
  actor_bigo_id: z.string(),
  /** Their AgentRole in the agency then: 0 not an agent (admin, operator, broadcaster), 1 super manager, 2 manager, 3 broker. */
  actor_role: enumSchema(AgentRole),
  /** PaymentActionType: 1 payment submit, 2-4 by-beans method add/edit/delete, 5-6 blacklist add/remove, 7 distribution confirm, 8 adjustment, 9 transfer, 10 bank info change, 11 recall sent. */
  action_type: enumSchema(PaymentActionType),
  /** The Bigo ID acted on; "" when the action concerns the agency as a whole. */
  target_bigo_id: z.string(),
  /** The amount in beans (signed); null where no money moved. */
  amount_beans: beansOrNull,
  /** The agency's balance before, beans; null where no money moved. */
  balance_before: beansOrNull,
  /** The agency's balance after, beans; null where no money moved. */
  balance_after: beansOrNull,
  /** The batch, adjustment, transfer or approval id; "" when none. */
  ref_id: z.string(),
  /** What changed, in words (a method's name, a reason). */
  detail: z.string(),
});

/** The log's filters (JSON numbers). */
const logFilterFields = {
  /** Only this PaymentActionType (1-11). */
  action_type: z.optional(enumSchema(PaymentActionType)),
  /** Only entries acting on this Bigo ID. */
  bigo_id: z.optional(bigoIdSchema),
  /** At or after, Unix seconds. */
  start_time: z.optional(secondsSchema),
  /** At or before, Unix seconds. */
  end_time: z.optional(secondsSchema),
};

/** live_agent_service PaymentAgencyActionLogList: the agency's payment action log, newest first. */
export const PaymentAgencyActionLogList = defineEndpoint({
  name: "PaymentAgencyActionLogList",
  family: "liveAgentService",
  path: "/PaymentAgencyActionLogList",
  kind: "query",
  summary: "The caller's agency's payment action log, newest first, by action, target Bigo ID and time.",
  request: () => z.object({ ...logFilterFields, ...pageFields }),
  response: () => pageOf(paymentActionLogSchema),
  tags: ["PaymentActionLog"],
  provides: (page) => rowTags("PaymentActionLog", page.list, (row) => row.log_id),
  screen: { route: "PaymentActionLog", role: "list" },
});

/** live_agent_service PaymentAgencyActionLogExport (form): the filtered log as a CSV download. */
export const PaymentAgencyActionLogExport = defineEndpoint({
  name: "PaymentAgencyActionLogExport",
  family: "liveAgentService",
  path: "/PaymentAgencyActionLogExport",
  encoding: "form",
  kind: "query",
  summary: "Export the payment action log entries matching the filters as CSV (form body); answers a download URL.",
  request: () =>
    z.object({
      /** Only this PaymentActionType (1-10), as text. */
      action_type: z.optional(queryEnumSchema(PaymentActionType)),
      /** Only entries acting on this Bigo ID. */
      bigo_id: z.optional(bigoIdSchema),
      /** At or after, Unix seconds, as text. */
      start_time: z.optional(queryIntSchema),
      /** At or before, Unix seconds, as text. */
      end_time: z.optional(queryIntSchema),
    }),
  response: () => exportAnswerSchema,
  tags: ["PaymentActionLog"],
  screen: { route: "PaymentActionLog", role: "export" },
});

/** Every declaration of this file (family liveAgentService, payment action log). */
export const liveAgentServiceActionLogEndpoints = [PaymentAgencyActionLogList, PaymentAgencyActionLogExport] as const;
