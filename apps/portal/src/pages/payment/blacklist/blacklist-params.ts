import type { PaymentAgencyBlacklistExport, PaymentAgencyBlacklistList } from "@agent-portal/api-client/contract/live-agent-service-blacklist";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { BlacklistStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One row of the blacklist (PaymentAgencyBlacklistList). */
export type PaymentBlacklistRow = ResponseOf<typeof PaymentAgencyBlacklistList>["list"][number];

/** The list's only order: the server's, newest first (PaymentAgencyBlacklistList takes no sort), so no column sorts. */
export const PAYMENT_BLACKLIST_SORTABLE = ["created"] as const;

/** Every BlacklistStatus, in order: 1 in force, 2 expired, 3 removed. */
export const BLACKLIST_STATUSES = Object.values(BlacklistStatus);

/**
 * The blacklist's URL (`/payment/blacklist?…`): page, size, `bigo` (an exact Bigo ID) and
 * `status` (a BlacklistStatus; absent: every entry).
 */
export const PAYMENT_BLACKLIST_SPEC = {
  ...listParams(PAYMENT_BLACKLIST_SORTABLE, "created", "desc"),
  bigo: textParam(64),
  status: optionalEnumParam(BlacklistStatus),
};

/** The blacklist's URL values. */
export type PaymentBlacklistValues = ParamValues<typeof PAYMENT_BLACKLIST_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasPaymentBlacklistFilters(values: PaymentBlacklistValues): boolean {
  return values.bigo !== "" || values.status !== null;
}

/** The filters the list and its export share, or `null` for a Bigo ID that cannot exist (nothing is sent). */
function filtersOf(values: PaymentBlacklistValues): { bigo_id?: string; status?: BlacklistStatus } | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return { ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}), ...(values.status === null ? {} : { status: values.status }) };
}

/** The PaymentAgencyBlacklistList request of a view (one page), or `null` for an invalid Bigo ID. */
export function paymentBlacklistRequest(values: PaymentBlacklistValues): RequestOf<typeof PaymentAgencyBlacklistList> | null {
  const filters = filtersOf(values);
  return filters === null ? null : { ...filters, page: values.page, page_size: values.size };
}

/** The PaymentAgencyBlacklistExport request of a view: the list's filters, every page (sent as a form body); `null` for an invalid Bigo ID. */
export function paymentBlacklistExportRequest(values: PaymentBlacklistValues): RequestOf<typeof PaymentAgencyBlacklistExport> | null {
  return filtersOf(values);
}
