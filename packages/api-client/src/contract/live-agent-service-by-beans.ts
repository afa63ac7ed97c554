/**
 * live_agent_service declarations (SPEC section 7), by-beans methods (by-beans-method,
 * permission AgencyPaymentMethod 101; agency-payment by-beans tabs): how an agency pays
 * some of its broadcasters in beans instead of money. A broadcaster is covered by at most
 * one method. Every call is only for accounts on the by-beans whitelist (user info `isWhite`; others
 * get 30001, as the route guard hides the by-beans tabs and entry from them). Shapes and codes:
 * `payment-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, idTags, listTag, rowTags } from "#tags.ts";
import { PaymentErrorCode as E } from "./payment-shared.ts";
import { basisPointsSchema, beansSchema, emptySchema, enumSchema, pageFields, pageOf, secondsSchema, uidSchema } from "./shared.ts";
import { ByBeansMethodStatus } from "#enums/payment.ts";

/** A by-beans method. */
export const byBeansMethodSchema = z.object({
  /** Method id. */
  method_id: z.string(),
  /** Name, unique in the agency. */
  name: z.string(),
  /** Smallest payout, beans. */
  min_beans: beansSchema,
  /** Fee kept by the agency, basis points (0-5000). */
  fee_bp: basisPointsSchema,
  /** Broadcasters paid this way. */
  anchor_uids: z.array(uidSchema),
  /** ByBeansMethodStatus: 1 active, 2 disabled. */
  status: enumSchema(ByBeansMethodStatus),
  /** When it was created, Unix seconds. */
  create_time: secondsSchema,
  /** When it was last changed, Unix seconds. */
  update_time: secondsSchema,
});

/** The editable fields of a by-beans method. */
const methodFields = {
  /** Name, 1-32 characters, unique in the agency (38004). */
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  /** Smallest payout, beans (0-1,000,000). */
  min_beans: z.int().check(z.gte(0), z.lte(1_000_000)),
  /** Fee kept by the agency, basis points (0-5000). */
  fee_bp: z.int().check(z.gte(0), z.lte(5000)),
  /** Broadcasters paid this way (0-500), each in no other method (38009). */
  anchor_uids: z.array(uidSchema).check(z.maxLength(500)),
  /** ByBeansMethodStatus: 1 active, 2 disabled (default active). */
  status: z._default(enumSchema(ByBeansMethodStatus), ByBeansMethodStatus.Active),
};

const methodErrors = [E.MethodNameDuplicate, E.AnchorNotInAgency, E.AnchorInOtherMethod];

/** live_agent_service PaymentAgencyByBeansMethodList: the agency's by-beans methods. */
export const PaymentAgencyByBeansMethodList = defineEndpoint({
  name: "PaymentAgencyByBeansMethodList",
  family: "liveAgentService",
  path: "/PaymentAgencyByBeansMethodList",
  kind: "query",
  summary: "The caller's agency's by-beans methods, newest first.",
  request: () => z.object({ ...pageFields }),
  response: () => pageOf(byBeansMethodSchema),
  tags: ["ByBeansMethod"],
  provides: (page) => rowTags("ByBeansMethod", page.list, (row) => row.method_id),
});

/** live_agent_service PaymentAgencyByBeansMethodAdd: adds a by-beans method (at most 10). */
export const PaymentAgencyByBeansMethodAdd = defineEndpoint({
  name: "PaymentAgencyByBeansMethodAdd",
  family: "liveAgentService",
  path: "/PaymentAgencyByBeansMethodAdd",
  summary: "Add a by-beans method; an agency has at most 10.",
  request: () => z.object(methodFields),
  response: () => byBeansMethodSchema,
  tags: ["ByBeansMethod", "Payment"],
  // A new method, and the payment rows of the broadcasters it now pays.
  invalidates: ({ anchor_uids }) => [listTag("ByBeansMethod"), ...idTags("Payment", anchor_uids)],
  errors: [...methodErrors, E.MethodLimitReached],
});

/** live_agent_service PaymentAgencyByBeansMethodEdit: changes a by-beans method (whole object). */
export const PaymentAgencyByBeansMethodEdit = defineEndpoint({
  name: "PaymentAgencyByBeansMethodEdit",
  family: "liveAgentService",
  path: "/PaymentAgencyByBeansMethodEdit",
  summary: "Change a by-beans method (all fields are replaced).",
  request: () => z.object({ /** The method. */ method_id: z.string().check(z.minLength(1)), ...methodFields }),
  response: () => byBeansMethodSchema,
  tags: ["ByBeansMethod", "Payment"],
  // The method (and the payment rows of its former broadcasters, which carry its id), and the rows of the broadcasters it now pays.
  invalidates: ({ method_id, anchor_uids }) => [idTag("ByBeansMethod", method_id), ...idTags("Payment", anchor_uids)],
  errors: [...methodErrors, E.MethodNotFound],
});

/** live_agent_service PaymentAgencyByBeansMethodDelete: deletes a by-beans method. */
export const PaymentAgencyByBeansMethodDelete = defineEndpoint({
  name: "PaymentAgencyByBeansMethodDelete",
  family: "liveAgentService",
  path: "/PaymentAgencyByBeansMethodDelete",
  summary: "Delete a by-beans method; its broadcasters go back to money payment. Refused (38035) while one of its broadcasters has a by-beans payment under review.",
  request: () => z.object({ /** The method. */ method_id: z.string().check(z.minLength(1)) }),
  response: () => emptySchema,
  tags: ["ByBeansMethod"],
  invalidates: ({ method_id }) => [idTag("ByBeansMethod", method_id)],
  errors: [E.MethodNotFound, E.MethodInUse],
});

/** Every declaration of this file (family liveAgentService, by-beans methods). */
export const liveAgentServiceByBeansEndpoints = [
  PaymentAgencyByBeansMethodList,
  PaymentAgencyByBeansMethodAdd,
  PaymentAgencyByBeansMethodEdit,
  PaymentAgencyByBeansMethodDelete,
] as const;
