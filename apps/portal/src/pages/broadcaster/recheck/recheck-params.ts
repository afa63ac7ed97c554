import type { GetUnFinishKycAnchorList } from "@agent-portal/api-client/contract/live-agent-service";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { checkBigoId } from "../../../shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalIntParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** A broadcaster whose KYC is not finished (GetUnFinishKycAnchorList). */
export type UnfinishedKycAnchor = ResponseOf<typeof GetUnFinishKycAnchorList>["list"][number];

/** The server's order: earliest deadline first. */
export const RECHECK_SORTABLE = ["deadline"] as const;

/** KYC statuses of the recheck list: 0 not submitted, 1 under review (a recheck sent), 3 rejected, 4 recheck required. */
export const RECHECK_STATUSES = [0, 1, 3, 4] as const;

/** The recheck list's URL: page, size, `bigo` and `kyc` (0, 1, 3 or 4). */
export const RECHECK_SPEC = {
  ...listParams(RECHECK_SORTABLE, "deadline", "asc"),
  bigo: textParam(64),
  kyc: optionalIntParam({ min: 0, max: 4 }),
};

/** The recheck list's URL values. */
export type RecheckValues = ParamValues<typeof RECHECK_SPEC>;

/** The GetUnFinishKycAnchorList request of a view, or `null` for a Bigo ID that cannot exist. */
export function recheckListRequest(values: RecheckValues): RequestOf<typeof GetUnFinishKycAnchorList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.kyc === null ? {} : { kyc_status: values.kyc }),
    page: values.page,
    page_size: values.size,
  };
}

/**
 * Whether a recheck can be submitted for a KYC status: not submitted (0), rejected (3) or recheck
 * required (4); not while one is under review (1) or once approved (2) (35005 otherwise).
 */
export const canSubmitRecheck = (status: number): boolean => status === 0 || status === 3 || status === 4;
