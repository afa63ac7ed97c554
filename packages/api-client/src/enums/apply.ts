/**
 * Applications to become an agent or a sub-agent (union_oss apply calls, recruit proxy) and
 * the agency's own contract with the platform. The transitions are in `docs/state-machines.md`.
 */
import type { ValueOf } from "./value-of.ts";

/** An application to become an agent: KYC needed, under review, approved, rejected (a new one after 30 days). */
export const AgentApplyStatus = { KycNeeded: 1, UnderReview: 2, Approved: 3, Rejected: 4 } as const;
/** One of {@link AgentApplyStatus}. */
export type AgentApplyStatus = ValueOf<typeof AgentApplyStatus>;

/**
 * A sub-agent application: info needed, waiting for the agency (which may deny it within 3
 * days), operator review, approved, denied, expired.
 */
export const ProxyApplyStatus = { InfoNeeded: 1, WaitingAgency: 2, OperatorReview: 3, Approved: 4, Denied: 5, Expired: 6 } as const;
/** One of {@link ProxyApplyStatus}. */
export type ProxyApplyStatus = ValueOf<typeof ProxyApplyStatus>;

/** Preset reason of a sub-agent application denial (union_oss agentDenyApply `reason_code`; ours): 0 none. */
export const SubAgentDenyReason = { None: 0, IncompleteDetails: 1, CountryNotRecruited: 2, TeamTooSmall: 3, Other: 4 } as const;
/** One of {@link SubAgentDenyReason}. */
export type SubAgentDenyReason = ValueOf<typeof SubAgentDenyReason>;

/** The agency's contract with the platform (live_agent_front GetAgentSignProgress `status`; ours). */
export const AgentContractStatus = { None: 0, WaitingSignature: 1, Signed: 2, Effective: 3, Expired: 4 } as const;
/** One of {@link AgentContractStatus}. */
export type AgentContractStatus = ValueOf<typeof AgentContractStatus>;

/** Which policy union_oss policyPreview answers (`policy_type`; ours). */
export const ApplyPolicyType = { AgentCooperation: 1, Commission: 2 } as const;
/** One of {@link ApplyPolicyType}. */
export type ApplyPolicyType = ValueOf<typeof ApplyPolicyType>;
