import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { InvoiceStatus } from "@agent-portal/api-client/enums";
import { monthParam } from "#pages/data-center/broadcaster-stats/month-params.ts";

/** The statements' only order: newest month first (the server's). */
export const SETTLEMENT_SORTABLE = ["month"] as const;

/**
 * The settlement screen's URL (`/data-center/broadcaster-data/proxy?…`): the statements' page,
 * size and `status` (an InvoiceStatus; the home links `?status=1`, waiting for a signature), and
 * the `month` of the commission by type.
 */
export const SETTLEMENT_SPEC = {
  ...listParams(SETTLEMENT_SORTABLE, "month", "desc"),
  month: monthParam(),
  status: optionalEnumParam(InvoiceStatus),
};

/** The agentOss invoiceList request of the screen's URL values: the status filter, page and size. */
export function statementsRequest(values: Pick<SettlementValues, "status" | "page" | "size">): { status?: InvoiceStatus; page: number; pageSize: number } {
  return { ...(values.status === null ? {} : { status: values.status }), page: values.page, pageSize: values.size };
}

/** The settlement screen's URL values. */
export type SettlementValues = ParamValues<typeof SETTLEMENT_SPEC>;
