/**
 * Applications to become an agent (union_oss userCreateApply, statuses of `union-oss-apply`) or a
 * sub-agent of an agency (recruit proxy ProxyApply, statuses of `recruit-proxy`).
 *
 * Agent: userCreateApply (the applicant) -> 1 KYC needed -> submitUserKycInfo -> 2 under review
 * -> operator review (automatic in the sandbox) -> 3 approved or 4 rejected; after a rejection a
 * new application is possible 30 days later.
 *
 * Sub-agent: ProxyApply (the applicant) -> 1 info needed -> ProxyCommitInfo -> 2 waiting for the
 * agency, which may deny it (agentDenyApply -> 5) within 3 days; without a denial it goes to
 * 3 operator review -> 4 approved (or 5 denied by the operator). Info never sent within 14 days
 * -> 6 expired.
 */
import { AgentApplyStatus, ProxyApplyStatus } from "@agent-portal/api-client/enums";
import { DAY_SECONDS, APPLICATION_WINDOW_SECONDS } from "./durations.ts";
import type { StateMachine } from "./machine.ts";

/** Actions on an agent application. */
export type AgentApplyAction = "submitKyc" | "approve" | "reject";

/** Days after a rejection before a new agent application is accepted. */
export const REAPPLY_AFTER_DAYS = 30;

const A = AgentApplyStatus;

/** The agent application machine. */
export const agentApplicationMachine: StateMachine<AgentApplyStatus, AgentApplyAction> = {
  name: "agentApplication",
  states: {
    [A.KycNeeded]: { name: "KYC needed", terminal: false },
    [A.UnderReview]: { name: "under operator review", terminal: false },
    [A.Approved]: { name: "approved", terminal: true },
    [A.Rejected]: { name: "rejected", terminal: true },
  },
  transitions: [
    { from: [A.KycNeeded], action: "submitKyc", to: A.UnderReview, actor: "applicant", via: "submitUserKycInfo" },
    { from: [A.UnderReview], action: "approve", to: A.Approved, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [A.UnderReview], action: "reject", to: A.Rejected, actor: "operator", via: "operator review (automatic in the sandbox)" },
  ],
};

/** Actions on a sub-agent application. */
export type ProxyApplyAction = "commitInfo" | "deny" | "pass" | "approve" | "expire";

/** Seconds the agency has to deny a sub-agent application before it goes to operator review. */
export const AGENCY_OBJECTION_SECONDS = 3 * DAY_SECONDS;

const P = ProxyApplyStatus;

/** The sub-agent application machine. */
export const proxyApplicationMachine: StateMachine<ProxyApplyStatus, ProxyApplyAction> = {
  name: "proxyApplication",
  states: {
    [P.InfoNeeded]: { name: "info needed", terminal: false, expiresAfterSeconds: APPLICATION_WINDOW_SECONDS },
    [P.WaitingAgency]: { name: "waiting for the agency", terminal: false, expiresAfterSeconds: AGENCY_OBJECTION_SECONDS },
    [P.OperatorReview]: { name: "operator review", terminal: false },
    [P.Approved]: { name: "approved", terminal: true },
    [P.Denied]: { name: "denied", terminal: true },
    [P.Expired]: { name: "expired", terminal: true },
  },
  transitions: [
    { from: [P.InfoNeeded], action: "commitInfo", to: P.WaitingAgency, actor: "applicant", via: "ProxyCommitInfo" },
    { from: [P.WaitingAgency], action: "deny", to: P.Denied, actor: "agency", via: "agentDenyApply" },
    { from: [P.WaitingAgency], action: "pass", to: P.OperatorReview, actor: "system", via: "3 days without a denial" },
    { from: [P.OperatorReview], action: "approve", to: P.Approved, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [P.OperatorReview], action: "deny", to: P.Denied, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [P.InfoNeeded], action: "expire", to: P.Expired, actor: "system", via: "14 days without the info" },
  ],
};
