import type { GetUnFinishKycAnchorList } from "@agent-portal/api-client/contract/live-agent-service";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { KycStatus } from "@agent-portal/api-client/enums";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { optionalEnumParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** A broadcaster whose KYC is not finished (GetUnFinishKycAnchorList). */
export type UnfinishedKycAnchor = ResponseOf<typeof GetUnFinishKycAnchorList>["list"][number];

/** The server's order: earliest deadline first. */
export const RECHECK_SORTABLE = ["deadline"] as const;

/** KYC statuses of the recheck list: not submitted, under review (a recheck sent), rejected, recheck required. */
export const RECHECK_STATUSES = [KycStatus.NotSubmitted, KycStatus.UnderReview, KycStatus.Rejected, KycStatus.RecheckRequired] as const;

/** The recheck list's URL: page, size, `bigo` and `kyc` (one of {@link RECHECK_STATUSES}). */
export const RECHECK_SPEC = {
  ...listParams(RECHECK_SORTABLE, "deadline", "asc"),
  bigo: textParam(64),
  kyc: optionalEnumParam(RECHECK_STATUSES),
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
 * Whether a recheck can be submitted for a KYC status: not submitted, rejected or recheck
 * required; not while one is under review or once approved (35005 otherwise).
 */
export const canSubmitRecheck = (status: KycStatus): boolean => status === KycStatus.NotSubmitted || status === KycStatus.Rejected || status === KycStatus.RecheckRequired;
