import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { monthParam } from "#pages/data-center/broadcaster-stats/month-params.ts";

/** The statements' only order: newest month first (the server's). */
export const SETTLEMENT_SORTABLE = ["month"] as const;

/** The settlement screen's URL (`/data-center/broadcaster-data/proxy?…`): the statements' page and size, and the `month` of the commission by type. */
export const SETTLEMENT_SPEC = {
  ...listParams(SETTLEMENT_SORTABLE, "month", "desc"),
  month: monthParam(),
};

/** The settlement screen's URL values. */
export type SettlementValues = ParamValues<typeof SETTLEMENT_SPEC>;
