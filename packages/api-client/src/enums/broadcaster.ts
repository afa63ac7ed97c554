/**
 * The broadcaster list, contracts and their offers (broker family; live_agent_front contract
 * calls). The transitions are in `docs/state-machines.md`.
 */
import type { ValueOf } from "./value-of.ts";

/** Broadcaster list tab (broker QryAnchorList `tab`; routes ListAll, ListToBeRenewed, ListTerminated, ListJoined). */
export const AnchorListTab = {
  All: 1,
  ToBeRenewed: 2,
  Terminated: 3,
  /** Joined within 30 days. */
  Joined: 4,
} as const;
/** One of {@link AnchorListTab}. */
export type AnchorListTab = ValueOf<typeof AnchorListTab>;

/** Column the broadcaster list is sorted by (QryAnchorList `sort_field`). */
export const AnchorSortField = { JoinTime: 1, ContractEnd: 2, LastLive: 3, Beans30d: 4, LiveDuration30d: 5 } as const;
/** One of {@link AnchorSortField}. */
export type AnchorSortField = ValueOf<typeof AnchorSortField>;

/** Column a PK candidate list is sorted by (GetPkCand* / GetPkRecomEntireAnchorList `sort_field`; ours): beans, win rate or PKs of the last 30 days. */
export const PkCandidateSortField = { Beans30d: 1, WinRate30d: 2, PkCount30d: 3 } as const;
/** One of {@link PkCandidateSortField}. */
export type PkCandidateSortField = ValueOf<typeof PkCandidateSortField>;

/** Sort direction of a list (QryAnchorList `sort_order`). */
export const SortOrder = { Ascending: 1, Descending: 2 } as const;
/** One of {@link SortOrder}. */
export type SortOrder = ValueOf<typeof SortOrder>;

/**
 * A broadcaster's contract with the agency: active, to be renewed (ends within 30 days, no
 * renewal pending), renewal pending (sent, waiting for the broadcaster), terminated
 * (cancelled, transferred away or expired).
 */
export const ContractStatus = { Active: 1, ToBeRenewed: 2, RenewalPending: 3, Terminated: 4 } as const;
/** One of {@link ContractStatus}. */
export type ContractStatus = ValueOf<typeof ContractStatus>;

/** The `contractStatus` of a live report's broadcaster who has no contract with an agency (live data reportDay `anchor`). */
export const NO_CONTRACT = 0;

/** A contract renewal (broker RenewalContract): pending until the broadcaster answers; expires after 7 days unanswered. */
export const RenewalStatus = { Pending: 1, Accepted: 2, Rejected: 3, Withdrawn: 4, Expired: 5 } as const;
/** One of {@link RenewalStatus}. */
export type RenewalStatus = ValueOf<typeof RenewalStatus>;

/** A contract offer the broadcaster confirms (GetAnchorSignDetail / anchorConfirmContract `status`). */
export const SignStatus = { Waiting: 1, Confirmed: 2, Declined: 3, Expired: 4, Withdrawn: 5 } as const;
/** One of {@link SignStatus}. */
export type SignStatus = ValueOf<typeof SignStatus>;

/** What a contract offer is: a new contract (recruit or invitation) or a renewal (RenewalContract). */
export const SignType = { NewContract: 1, Renewal: 2 } as const;
/** One of {@link SignType}. */
export type SignType = ValueOf<typeof SignType>;

/** Kind of ban (security centre bans, GetAuditBanList). */
export const BanType = { LiveBan: 1, AccountBan: 2, FeatureRestriction: 3 } as const;
/** One of {@link BanType}. */
export type BanType = ValueOf<typeof BanType>;
