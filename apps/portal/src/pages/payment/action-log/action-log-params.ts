import type { PaymentAgencyActionLogExport, PaymentAgencyActionLogList } from "@agent-portal/api-client/contract/live-agent-service-action-log";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { PaymentActionType } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayParam, optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { dayEndSeconds, dayStartSeconds } from "#shared/dates/day-range.ts";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One entry of the payment action log (PaymentAgencyActionLogList). */
export type PaymentActionLogRow = ResponseOf<typeof PaymentAgencyActionLogList>["list"][number];

/** The log's only order: the server's, newest first (PaymentAgencyActionLogList takes no sort), so no column sorts. */
export const PAYMENT_ACTION_LOG_SORTABLE = ["time"] as const;

/** Every PaymentActionType, in order (1-10). */
export const PAYMENT_ACTION_TYPES = Object.values(PaymentActionType);

/**
 * The action log's URL (`/payment/action-log?…`): page, size, `bigo` (the Bigo ID acted on),
 * `action` (a PaymentActionType) and `from` / `to` (UTC days, the server's report zone, inclusive).
 */
export const PAYMENT_ACTION_LOG_SPEC = {
  ...listParams(PAYMENT_ACTION_LOG_SORTABLE, "time", "desc"),
  bigo: textParam(64),
  action: optionalEnumParam(PaymentActionType),
  from: dayParam(),
  to: dayParam(),
};

/** The action log's URL values. */
export type PaymentActionLogValues = ParamValues<typeof PAYMENT_ACTION_LOG_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasPaymentActionLogFilters(values: PaymentActionLogValues): boolean {
  return values.bigo !== "" || values.action !== null || values.from !== null || values.to !== null;
}

/** The filters the list and its export share (days as the first and last second of each UTC day), or `null` for a Bigo ID that cannot exist. */
function filtersOf(values: PaymentActionLogValues): { bigo_id?: string; action_type?: PaymentActionType; start_time?: number; end_time?: number } | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.action === null ? {} : { action_type: values.action }),
    ...(values.from === null ? {} : { start_time: dayStartSeconds(values.from) }),
    ...(values.to === null ? {} : { end_time: dayEndSeconds(values.to) }),
  };
}

/** The PaymentAgencyActionLogList request of a view (one page), or `null` for an invalid Bigo ID. */
export function paymentActionLogRequest(values: PaymentActionLogValues): RequestOf<typeof PaymentAgencyActionLogList> | null {
  const filters = filtersOf(values);
  return filters === null ? null : { ...filters, page: values.page, page_size: values.size };
}

/** The PaymentAgencyActionLogExport request of a view: the list's filters, every page (sent as a form body); `null` for an invalid Bigo ID. */
export function paymentActionLogExportRequest(values: PaymentActionLogValues): RequestOf<typeof PaymentAgencyActionLogExport> | null {
  return filtersOf(values);
}
