/**
 * Recruiting broadcasters (recruit anchor family) and the submit types of SPEC section 3.
 * The transitions are in `docs/state-machines.md`.
 */
import type { ValueOf } from "./value-of.ts";

/**
 * A recruit record: draft (saved, not submitted), under review (operator), waiting for the
 * broadcaster to confirm the contract (anchorConfirmContract), signed (joined the agency),
 * rejected (by the operator or the broadcaster; editable and resubmittable), stopped by the
 * agency, expired (14 days without an answer).
 */
export const RecruitStatus = { Draft: 1, UnderReview: 2, WaitingBroadcaster: 3, Signed: 4, Rejected: 5, Stopped: 6, Expired: 7 } as const;
/** One of {@link RecruitStatus}. */
export type RecruitStatus = ValueOf<typeof RecruitStatus>;

/** Submit types (SPEC section 3): who submitted the person; recruit records use the first two. */
export const SubmitType = { AnchorSubmitAnchor: 1, AgencySubmitAnchor: 2, AgentSubmitAgent: 3 } as const;
/** One of {@link SubmitType}. */
export type SubmitType = ValueOf<typeof SubmitType>;

/** Anchor-star progress (SPEC section 3): goes from process to finish (SPEC section 4). */
export const AnchorStarProgress = { process: 1, finish: 2 } as const;
/** One of {@link AnchorStarProgress}. */
export type AnchorStarProgress = ValueOf<typeof AnchorStarProgress>;

/** A broadcaster's talent (recruit anchor info `talent_types`; ours). */
export const TalentType = { Singing: 1, Dancing: 2, Chatting: 3, Gaming: 4, Other: 5 } as const;
/** One of {@link TalentType}. */
export type TalentType = ValueOf<typeof TalentType>;

/** Gender as given on a recruit form (ours). */
export const Gender = { NotGiven: 0, Male: 1, Female: 2 } as const;
/** One of {@link Gender}. */
export type Gender = ValueOf<typeof Gender>;

/** Which page a token URL opens (recruit anchor QryUrlWithToken `scene`; ours). */
export const RecruitUrlScene = { ContractConfirm: 1, Kyc: 2, RecruitProgress: 3 } as const;
/** One of {@link RecruitUrlScene}. */
export type RecruitUrlScene = ValueOf<typeof RecruitUrlScene>;

/** Which policy text recruit anchor QryPolicyInfo answers (`policy_type`; ours). */
export const RecruitPolicyType = { BroadcasterRecruitment: 1, AgencyCooperation: 2 } as const;
/** One of {@link RecruitPolicyType}. */
export type RecruitPolicyType = ValueOf<typeof RecruitPolicyType>;
