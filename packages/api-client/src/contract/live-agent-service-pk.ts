/**
 * live_agent_service declarations (SPEC section 7), PK (assign-pk/list, permission
 * AssignPkList): the agency's broadcasters with their PK figures, the candidate lists an
 * opponent is picked from, and each broadcaster's recommended opponents.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { PkCandidateSortField, SortOrder } from "#enums/broadcaster.ts";
import { basisPointsSchema, beansSchema, bigoIdSchema, countSchema, countryCodeSchema, emptySchema, enumSchema, flagSchema, pageFields, pageOf, uidSchema } from "./shared.ts";

/** Business codes of the PK calls (ours; SPEC section 8 leaves them "not shown"). */
export const PkErrorCode = {
  /** A broadcaster has at most {@link PK_RECOMMEND_LIMIT} recommended opponents. */
  RecommendLimitReached: 39001,
  /** The candidate cannot be recommended (banned, not live-streaming in PK, or another region). */
  CandidateNotEligible: 39002,
  /** A broadcaster cannot be their own opponent. */
  SameAnchor: 39003,
  /** The broadcaster is not in the caller's agency. */
  AnchorNotInAgency: 39004,
} as const;
const E = PkErrorCode;

/** Most recommended opponents per broadcaster (the server's limit; also answered as `recommend_limit`). */
export const PK_RECOMMEND_LIMIT = 10;

/** One of the agency's broadcasters with PK figures. */
export const pkAnchorSchema = z.object({
  /** The broadcaster. */
  anchor_uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** PKs in the last 30 days. */
  pk_count_30d: countSchema,
  /** PKs won in the last 30 days. */
  pk_win_count_30d: countSchema,
  /** Beans received during PKs in the last 30 days. */
  pk_beans_30d: beansSchema,
  /** Recommended opponents set (AddPkRecomAnchor). */
  recommend_count: countSchema,
  /** 1 if live now. */
  online: flagSchema,
});

/** A possible PK opponent. */
export const pkCandidateSchema = z.object({
  /** The candidate broadcaster. */
  anchor_uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** Country. */
  country: countryCodeSchema,
  /** Win rate over the last 30 days, basis points (5000 = 50 %). */
  pk_win_rate_bp: basisPointsSchema,
  /** Beans received in the last 30 days. */
  beans_30d: beansSchema,
  /** PKs in the last 30 days (as GetAnchorListWithPkInfo `pk_count_30d`). */
  pk_count_30d: countSchema,
  /** PKs won in the last 30 days (as GetAnchorListWithPkInfo `pk_win_count_30d`). */
  pk_win_count_30d: countSchema,
  /** Beans received during PKs in the last 30 days (as GetAnchorListWithPkInfo `pk_beans_30d`). */
  pk_beans_30d: beansSchema,
  /** 1 if already a recommended opponent of the broadcaster asked about. */
  recommended: flagSchema,
  /** 1 if the caller follows the candidate (follow store). */
  is_followed: flagSchema,
  /** 1 if live now. */
  online: flagSchema,
});

/** The request of the candidate lists: candidates for one broadcaster. */
const candidateListRequest = z.object({
  /** The broadcaster an opponent is picked for. */
  anchor_uid: uidSchema,
  /** Only this candidate. */
  bigo_id: z.optional(bigoIdSchema),
  /** Sort column; absent: the list's own order (beans, or strongest first on the platform list). */
  sort_field: z.optional(enumSchema(PkCandidateSortField)),
  /** Sort direction of `sort_field` (default descending). */
  sort_order: z.optional(enumSchema(SortOrder)),
  ...pageFields,
});

/**
 * A page of candidates for one broadcaster, with that broadcaster's recommended opponents
 * (`recommend_count`) and the server's limit (`recommend_limit`), shown as "7 / 10 recommended".
 */
const candidatePage = () =>
  z.object({
    ...pageOf(pkCandidateSchema).shape,
    /** Recommended opponents the broadcaster has now. */
    recommend_count: countSchema,
    /** Most recommended opponents a broadcaster may have ({@link PK_RECOMMEND_LIMIT}). */
    recommend_limit: countSchema,
  });

/**
 * The tags of a candidate list: each candidate (a follow changes its `is_followed`) and the
 * broadcaster the candidates are for (its recommended opponents change their `recommended`).
 */
const candidateTags = (page: { readonly list: readonly { readonly anchor_uid: string }[] }, request: { readonly anchor_uid: string }) => [
  ...rowTags("PkCandidate", page.list, (row) => row.anchor_uid),
  idTag("PkRecommend", request.anchor_uid),
];

/** live_agent_service GetAnchorListWithPkInfo: the agency's broadcasters with PK figures. */
export const GetAnchorListWithPkInfo = defineEndpoint({
  name: "GetAnchorListWithPkInfo",
  family: "liveAgentService",
  path: "/GetAnchorListWithPkInfo",
  kind: "query",
  summary: "The agency's broadcasters with their PK figures of the last 30 days.",
  request: () => z.object({ /** Only this broadcaster. */ bigo_id: z.optional(bigoIdSchema), ...pageFields }),
  response: () =>
    z.object({ ...pageOf(pkAnchorSchema).shape, /** Most recommended opponents a broadcaster may have ({@link PK_RECOMMEND_LIMIT}). */ recommend_limit: countSchema }),
  tags: ["PkCandidate", "PkRecommend"],
  provides: (page) => rowTags("PkRecommend", page.list, (row) => row.anchor_uid),
});

/** live_agent_service GetPkCandFollowingAnchorList: candidates among the users the caller follows. */
export const GetPkCandFollowingAnchorList = defineEndpoint({
  name: "GetPkCandFollowingAnchorList",
  family: "liveAgentService",
  path: "/GetPkCandFollowingAnchorList",
  kind: "query",
  summary: "PK candidates among broadcasters the caller follows.",
  request: () => candidateListRequest,
  response: candidatePage,
  tags: ["PkCandidate", "PkRecommend", "Follow"],
  provides: (page, request) => [...candidateTags(page, request), listTag("Follow")],
  errors: [E.AnchorNotInAgency],
});

/** live_agent_service GetPkCandAgencyAnchorList: candidates within the caller's agency. */
export const GetPkCandAgencyAnchorList = defineEndpoint({
  name: "GetPkCandAgencyAnchorList",
  family: "liveAgentService",
  path: "/GetPkCandAgencyAnchorList",
  kind: "query",
  summary: "PK candidates among the caller's agency's other broadcasters.",
  request: () => candidateListRequest,
  response: candidatePage,
  tags: ["PkCandidate", "PkRecommend"],
  provides: candidateTags,
  errors: [E.AnchorNotInAgency],
});

/** live_agent_service GetPkRecomEntireAnchorList: candidates from the whole platform (region). */
export const GetPkRecomEntireAnchorList = defineEndpoint({
  name: "GetPkRecomEntireAnchorList",
  family: "liveAgentService",
  path: "/GetPkRecomEntireAnchorList",
  kind: "query",
  summary: "PK candidates from the whole platform in the broadcaster's region, strongest first.",
  request: () => candidateListRequest,
  response: candidatePage,
  tags: ["PkCandidate", "PkRecommend"],
  provides: candidateTags,
  errors: [E.AnchorNotInAgency],
});

/** The request of AddPkRecomAnchor / DelPkRecomAnchor. */
const recommendRequest = z.object({
  /** The agency's broadcaster. */
  anchor_uid: uidSchema,
  /** Opponents to add or remove, 1-{@link PK_RECOMMEND_LIMIT}. */
  cand_anchor_uids: z.array(uidSchema).check(z.minLength(1), z.maxLength(PK_RECOMMEND_LIMIT)),
});

/** live_agent_service AddPkRecomAnchor: adds recommended opponents to a broadcaster (at most {@link PK_RECOMMEND_LIMIT} in all; 39001 beyond). */
export const AddPkRecomAnchor = defineEndpoint({
  name: "AddPkRecomAnchor",
  family: "liveAgentService",
  path: "/AddPkRecomAnchor",
  summary: "Add recommended PK opponents to a broadcaster; at most 10 in all.",
  request: () => recommendRequest,
  response: () => emptySchema,
  tags: ["PkRecommend"],
  invalidates: ({ anchor_uid }) => [idTag("PkRecommend", anchor_uid)],
  errors: [E.RecommendLimitReached, E.CandidateNotEligible, E.SameAnchor, E.AnchorNotInAgency],
});

/** live_agent_service DelPkRecomAnchor: removes recommended opponents (absent ones are ignored). */
export const DelPkRecomAnchor = defineEndpoint({
  name: "DelPkRecomAnchor",
  family: "liveAgentService",
  path: "/DelPkRecomAnchor",
  summary: "Remove recommended PK opponents from a broadcaster; ones not recommended are ignored.",
  request: () => recommendRequest,
  response: () => emptySchema,
  tags: ["PkRecommend"],
  invalidates: ({ anchor_uid }) => [idTag("PkRecommend", anchor_uid)],
  errors: [E.AnchorNotInAgency],
});

/** Every declaration of this file (family liveAgentService, PK). */
export const liveAgentServicePkEndpoints = [
  GetAnchorListWithPkInfo,
  GetPkCandFollowingAnchorList,
  GetPkCandAgencyAnchorList,
  GetPkRecomEntireAnchorList,
  AddPkRecomAnchor,
  DelPkRecomAnchor,
] as const;
