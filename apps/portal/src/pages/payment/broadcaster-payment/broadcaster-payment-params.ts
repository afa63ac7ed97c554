import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import type { PaymentAgencyBroadcastList } from "@agent-portal/api-client/contract/live-agent-service-payment";
import { PaymentMethodType, PaymentStatus } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** One broadcaster of the list (PaymentAgencyBroadcastList). */
export type BroadcasterPaymentRow = ResponseOf<typeof PaymentAgencyBroadcastList>["list"][number];

/** The list's only order: the server's, latest submission first. */
export const BROADCASTER_PAYMENT_SORTABLE = ["submitted"] as const;

/** The list's URL: page, size, `bigo` (an exact Bigo ID), `status` (PaymentStatus) and `method` (PaymentMethodType). */
export const BROADCASTER_PAYMENT_SPEC = {
  ...listParams(BROADCASTER_PAYMENT_SORTABLE, "submitted", "desc"),
  bigo: textParam(64),
  status: optionalEnumParam(PaymentStatus),
  method: optionalEnumParam(PaymentMethodType),
};

/** The list's URL values. */
export type BroadcasterPaymentValues = ParamValues<typeof BROADCASTER_PAYMENT_SPEC>;

/**
 * What each tab lists: broadcaster payment's by-beans tab every broadcaster; agency payment's
 * by-beans tab those paid by beans through the agency; its whitelist tab those on the by-beans
 * whitelist.
 */
export const TAB_FILTERS: Partial<Record<RouteName, Pick<RequestOf<typeof PaymentAgencyBroadcastList>, "method_type" | "on_whitelist">>> = {
  BroadcasterPaymentByBeans: {},
  AgencyPaymentByBeans: { method_type: PaymentMethodType.ByBeans },
  AgencyPaymentByBeansWhitelist: { on_whitelist: 1 },
};

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasBroadcasterPaymentFilters(values: BroadcasterPaymentValues): boolean {
  return values.bigo !== "" || values.status !== null || values.method !== null;
}

/** The request of a view on a tab (one page), or `null` for a Bigo ID that cannot exist (nothing is sent). The tab's own filter wins. */
export function broadcasterPaymentRequest(values: BroadcasterPaymentValues, route: RouteName): RequestOf<typeof PaymentAgencyBroadcastList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.status === null ? {} : { status: values.status }),
    ...(values.method === null ? {} : { method_type: values.method }),
    ...TAB_FILTERS[route],
    page: values.page,
    page_size: values.size,
  };
}
