import type { PaymentAgencyDistributionAdjustmentList } from "@agent-portal/api-client/contract/live-agent-service-adjustment";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** One row of the adjustment list (PaymentAgencyDistributionAdjustmentList). */
export type DistributionAdjustmentRow = ResponseOf<typeof PaymentAgencyDistributionAdjustmentList>["list"][number];

/** The list's only order: the server's, newest first (PaymentAgencyDistributionAdjustmentList takes no sort), so no column sorts. */
export const DISTRIBUTION_ADJUSTMENT_SORTABLE = ["createTime"] as const;

/** A batch id as the filter takes it: 1-18 digits. */
export const isBatchId = (text: string): boolean => /^[0-9]{1,18}$/.test(text);

/**
 * The adjustment list's URL (`/payment/distribution-adjustment?…`): page, size and `batch` (only
 * the adjustments of that distribution batch).
 */
export const DISTRIBUTION_ADJUSTMENT_SPEC = {
  ...listParams(DISTRIBUTION_ADJUSTMENT_SORTABLE, "createTime", "desc"),
  batch: textParam(18),
};

/** The adjustment list's URL values. */
export type DistributionAdjustmentValues = ParamValues<typeof DISTRIBUTION_ADJUSTMENT_SPEC>;

/** Whether a filter is set (the empty state then says that nothing matches them). */
export function hasDistributionAdjustmentFilters(values: DistributionAdjustmentValues): boolean {
  return values.batch !== "";
}

/** The PaymentAgencyDistributionAdjustmentList request of a view (one page), or `null` for a batch id that cannot exist (nothing is sent). */
export function distributionAdjustmentRequest(values: DistributionAdjustmentValues): RequestOf<typeof PaymentAgencyDistributionAdjustmentList> | null {
  if (values.batch !== "" && !isBatchId(values.batch)) return null;
  return { ...(values.batch === "" ? {} : { batch_id: values.batch }), page: values.page, page_size: values.size };
}
