import { KycAgentRole } from "@agent-portal/permissions/ids";

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
  /** GetKycConfig / GetKycEntrance `role` (KYC agent role 1-6). */
  readonly role: number;
  /** GetKycEntrance `show`. */
  readonly show: 0 | 1;
  /** The caller's latest agent application status (1 KYC needed ... 4 rejected), or null. */
  readonly applicationStatus: number | null;
  /** The latest KYC submission's status (0-4), or null when none. */
  readonly lastKycStatus: number | null;
}

/** Decides the {@link KycMode} (see there). */
export function kycModeOf(facts: KycFacts): KycMode {
  if (facts.show === 0 || facts.role === KycAgentRole.OTHER) return "hidden";
  if (facts.applicationStatus === 1) return "agent";
  if (facts.lastKycStatus === 3 || facts.lastKycStatus === 4) return "update";
  if (facts.lastKycStatus === null || facts.lastKycStatus === 0) return "first";
  return "done";
}
