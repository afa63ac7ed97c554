import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { PaymentAgencyByBeansMethodList } from "@agent-portal/api-client/contract/live-agent-service-by-beans";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";

/** The list's only order: the server's, newest first (PaymentAgencyByBeansMethodList takes no sort), so no column sorts. */
export const BY_BEANS_METHOD_SORTABLE = ["created"] as const;

/** The list's URL (`/payment/by-beans-method?…`): page and size (an agency has at most 10 methods). */
export const BY_BEANS_METHOD_SPEC = listParams(BY_BEANS_METHOD_SORTABLE, "created", "desc");

/** The list's URL values. */
export type ByBeansMethodValues = ParamValues<typeof BY_BEANS_METHOD_SPEC>;

/** The PaymentAgencyByBeansMethodList request of a view (one page). */
export function byBeansMethodRequest(values: ByBeansMethodValues): RequestOf<typeof PaymentAgencyByBeansMethodList> {
  return { page: values.page, page_size: values.size };
}
