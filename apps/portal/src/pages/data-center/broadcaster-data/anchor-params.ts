import type { brokerageAnchorExportUrl, brokerageAnchorList, brokerageAnchorListByType } from "@agent-portal/api-client/contract/live-data-brokerage";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { BenefitType } from "@agent-portal/api-client/enums";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { monthParam } from "#pages/data-center/broadcaster-stats/month-params.ts";

/** The anchor tab's only order: highest income first (the server's). */
export const ANCHOR_SORTABLE = ["amount"] as const;

/**
 * The anchor tab's URL (`/data-center/broadcaster-data/anchor?…`): `month` (YYYY-MM, UTC+0; default
 * the newest with data), `type` (a BenefitType: only that type's income), `bigo`, page and size.
 */
export const ANCHOR_SPEC = {
  ...listParams(ANCHOR_SORTABLE, "amount", "desc"),
  month: monthParam(),
  type: optionalEnumParam(BenefitType),
  bigo: textParam(64),
};

/** The anchor tab's URL values. */
export type AnchorValues = ParamValues<typeof ANCHOR_SPEC>;

/** A row of the anchor tab: a broadcaster's income of the month (cents), with its split by type when no type is chosen. */
export type AnchorIncomeRow = ResponseOf<typeof brokerageAnchorListByType>["list"][number] & {
  readonly byType?: ResponseOf<typeof brokerageAnchorList>["list"][number]["byType"];
};

/** The list requests of a view: anchorList (every type) or anchorListByType (one), or null while nothing can be sent (no month, a Bigo ID that cannot exist). */
export function anchorRequests(
  values: AnchorValues,
  month: string | null,
): { all: RequestOf<typeof brokerageAnchorList> | null; byType: RequestOf<typeof brokerageAnchorListByType> | null } | null {
  const bigo = checkBigoId(values.bigo);
  if (month === null || bigo.kind === "invalid") return null;
  const common = { month, ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}), page: values.page, pageSize: values.size };
  return values.type === null ? { all: common, byType: null } : { all: null, byType: { ...common, type: values.type } };
}

/** The export of a view (brokerageBackend anchorExportUrl): the same month, type and Bigo ID, every row; null when nothing can be sent. */
export function anchorExportRequest(values: AnchorValues, month: string | null): RequestOf<typeof brokerageAnchorExportUrl> | null {
  const bigo = checkBigoId(values.bigo);
  if (month === null || bigo.kind === "invalid") return null;
  return { month, ...(values.type === null ? {} : { type: values.type }), ...(bigo.kind === "valid" ? { bigoId: bigo.value } : {}) };
}

/** The file name of the anchor tab's export: screen, month and type. */
export const anchorExportFileName = (month: string | null, type: BenefitType | null): string =>
  `broadcaster-data-anchor-${month ?? "none"}${type === null ? "" : `-type-${String(type)}`}.csv`;
