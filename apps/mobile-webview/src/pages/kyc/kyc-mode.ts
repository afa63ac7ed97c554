import { AgentApplyStatus, KycAgentRole, KycStatus } from "@agent-portal/api-client/enums";

/**
 * Which call the KYC page sends (issue 9), from the caller's KYC role and records:
 * - `agent`: an agent application waits for the applicant's KYC (status 1; KYC role APPLYING):
 *   live_agent_portal submitUserKycInfo with the application's id;
 * - `update`: the last submission was rejected (3) or needs a recheck (4): live_agent_front
 *   UpdateKycInfo (stored photos may be kept);
 * - `first`: nothing submitted yet: live_agent_front SubmitKycInfo;
 * - `done`: a submission is under review (1) or approved (2): no form, its status is shown;
 * - `hidden`: the KYC entrance is not shown to this role (OTHER: admins, operators).
 */
export type KycMode = "agent" | "update" | "first" | "done" | "hidden";

/** The facts {@link kycModeOf} decides from. */
export interface KycFacts {
  /** GetKycConfig / GetKycEntrance `role`. */
  readonly role: KycAgentRole;
  /** GetKycEntrance `show`. */
  readonly show: 0 | 1;
  /** The caller's latest agent application status, or null. */
  readonly applicationStatus: AgentApplyStatus | null;
  /** The latest KYC submission's status, or null when none. */
  readonly lastKycStatus: KycStatus | null;
}

/** Decides the {@link KycMode} (see there). */
export function kycModeOf(facts: KycFacts): KycMode {
  if (facts.show === 0 || facts.role === KycAgentRole.OTHER) return "hidden";
  if (facts.applicationStatus === AgentApplyStatus.KycNeeded) return "agent";
  if (facts.lastKycStatus === KycStatus.Rejected || facts.lastKycStatus === KycStatus.RecheckRequired) return "update";
  if (facts.lastKycStatus === null || facts.lastKycStatus === KycStatus.NotSubmitted) return "first";
  return "done";
}
