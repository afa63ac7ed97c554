import type { GetAnchorListWithPkInfo, GetPkCandAgencyAnchorList } from "@agent-portal/api-client/contract/live-agent-service-pk";
import type { RequestOf, ResponseOf } from "@agent-portal/api-client/contract/define";
import { PkCandidateSortField, SortOrder } from "@agent-portal/api-client/enums";
import { checkBigoId } from "#shared/forms/bigo-id.ts";
import { listParams } from "@agent-portal/app-runtime/list/list-params";
import type { ParamValues } from "@agent-portal/app-runtime/url-state/param-codecs";
import { oneOfParam, textParam } from "@agent-portal/app-runtime/url-state/param-codecs";

/** One of the agency's broadcasters with PK figures (GetAnchorListWithPkInfo). */
export type PkAnchor = ResponseOf<typeof GetAnchorListWithPkInfo>["list"][number];
/** A page of PK candidates (the three candidate calls answer the same shape). */
export type CandidatePage = ResponseOf<typeof GetPkCandAgencyAnchorList>;
/** A possible opponent. */
export type PkCandidate = CandidatePage["list"][number];

/** The three candidate sources, one tab each: followed broadcasters, the agency's, the platform's recommendations. */
export const PK_SOURCES = ["following", "agency", "platform"] as const;
/** One of {@link PK_SOURCES}. */
export type PkSource = (typeof PK_SOURCES)[number];

/** The candidate columns the server sorts by; `default` is each list's own order. */
export const PK_SORTABLE = ["default", "beans", "winRate", "pkCount"] as const;
type PkSort = (typeof PK_SORTABLE)[number];

const SORT_FIELDS: Readonly<Record<Exclude<PkSort, "default">, PkCandidateSortField>> = {
  beans: PkCandidateSortField.Beans30d,
  winRate: PkCandidateSortField.WinRate30d,
  pkCount: PkCandidateSortField.PkCount30d,
};

/**
 * The assign-PK URL (`/broadcaster-operate/assign-pk/list?…`): `anchor` (the Bigo ID of the
 * broadcaster whose opponents are chosen; absent: the agency's broadcasters are listed to pick
 * one), `source` (the candidate tab), `bigo` (search by Bigo ID, of the shown list), sort, order,
 * page and size.
 */
export const ASSIGN_PK_SPEC = {
  ...listParams(PK_SORTABLE, "default", "desc"),
  anchor: textParam(64),
  source: oneOfParam(PK_SOURCES, "agency"),
  bigo: textParam(64),
};

/** The page's URL values. */
export type AssignPkValues = ParamValues<typeof ASSIGN_PK_SPEC>;

/** The GetAnchorListWithPkInfo request of the broadcaster list, or `null` for a Bigo ID that cannot exist (nothing is sent). */
export function anchorListRequest(values: AssignPkValues): RequestOf<typeof GetAnchorListWithPkInfo> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return { ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}), page: values.page, page_size: values.size };
}

/** The GetAnchorListWithPkInfo request that finds the chosen broadcaster, or `null` when the URL's `anchor` cannot be a Bigo ID. */
export function chosenAnchorRequest(values: AssignPkValues): RequestOf<typeof GetAnchorListWithPkInfo> | null {
  const bigo = checkBigoId(values.anchor);
  return bigo.kind === "valid" ? { bigo_id: bigo.value, page: 1, page_size: 1 } : null;
}

/**
 * The request of a candidate list for broadcaster `anchorUid`: search, sort and page of the URL;
 * `null` for a Bigo ID that cannot exist.
 */
export function candidateRequest(values: AssignPkValues, anchorUid: string): RequestOf<typeof GetPkCandAgencyAnchorList> | null {
  const bigo = checkBigoId(values.bigo);
  if (bigo.kind === "invalid") return null;
  return {
    anchor_uid: anchorUid,
    ...(bigo.kind === "valid" ? { bigo_id: bigo.value } : {}),
    ...(values.sort === "default" ? {} : { sort_field: SORT_FIELDS[values.sort], sort_order: values.order === "asc" ? SortOrder.Ascending : SortOrder.Descending }),
    page: values.page,
    page_size: values.size,
  };
}

/** Win rate of PK figures as a ratio 0-1, or `null` without a PK (a ratio leaves a gap; screen rule 9). */
export function winRate(pkCount: number, winCount: number): number | null {
  return pkCount === 0 ? null : winCount / pkCount;
}

/** Beans per PK, rounded down to whole beans, or `null` without a PK. */
export function beansPerPk(pkCount: number, pkBeans: number): number | null {
  return pkCount === 0 ? null : Math.floor(pkBeans / pkCount);
}
