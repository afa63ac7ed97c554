/** Live data reports, PK, multi-room and recall (live-data family; ours unless marked). */
import type { ValueOf } from "./value-of.ts";

/** Rows of a live-data export (`dataType`): one per day or one per month. */
export const LiveDataType = { Day: 1, Month: 2 } as const;
/** One of {@link LiveDataType}. */
export type LiveDataType = ValueOf<typeof LiveDataType>;

/** Outcome of a PK match. */
export const PkResult = { Won: 1, Lost: 2, Draw: 3 } as const;
/** One of {@link PkResult}. */
export type PkResult = ValueOf<typeof PkResult>;

/** A broadcaster's seat in a multi-guest room. */
export const MultiRoomRole = { Host: 1, Guest: 2 } as const;
/** One of {@link MultiRoomRole}. */
export type MultiRoomRole = ValueOf<typeof MultiRoomRole>;

/** Why a live cover was judged low quality (LiveCoverLowQuality `reason`). */
export const CoverIssueReason = { Blurry: 1, TooDark: 2, TextOrWatermark: 3, NotTheBroadcaster: 4, Other: 5 } as const;
/** One of {@link CoverIssueReason}. */
export type CoverIssueReason = ValueOf<typeof CoverIssueReason>;

/** Recall of a user about to be lost (preLostUser): none, IM sent, IM opened, reward drawn, called back. */
export const RecallStatus = { None: 0, ImSent: 1, ImOpened: 2, RewardDrawn: 3, CalledBack: 4 } as const;
/** One of {@link RecallStatus}. */
export type RecallStatus = ValueOf<typeof RecallStatus>;

/**
 * Why a broadcaster counts as at risk of leaving (preLostUser getUserList `riskReasons`): never
 * live with the agency, no live session for 7 days or more, no gift received for 7 days or more.
 */
export const RecallRiskReason = { NeverLive: 1, NoLive: 2, NoGifts: 3 } as const;
/** One of {@link RecallRiskReason}. */
export type RecallRiskReason = ValueOf<typeof RecallRiskReason>;

/** The caller's standing in activity 74338 (act74338/userStatus): not applied, applied, qualified this month, disqualified. */
export const Act74338Status = { NotApplied: 0, Applied: 1, Qualified: 2, Disqualified: 3 } as const;
/** One of {@link Act74338Status}. */
export type Act74338Status = ValueOf<typeof Act74338Status>;

/** Where a large export's job is (exportJob/status): writing its CSV, done (the file can be downloaded), failed (send the export again). */
export const ExportJobStatus = { Running: 1, Done: 2, Failed: 3 } as const;
/** One of {@link ExportJobStatus}. */
export type ExportJobStatus = ValueOf<typeof ExportJobStatus>;
