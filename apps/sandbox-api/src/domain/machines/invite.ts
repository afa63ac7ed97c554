/**
 * Invitations and applications between an agency and a broadcaster (live_agent_front; statuses
 * of `invite-shared`), two machines over the same statuses:
 *
 * - Invitation (kind 1): ShareInviteLink by IM (the agency) -> 1 pending -> AgreeInvite (the
 *   broadcaster) -> 2 accepted (a contract offer follows, confirmed with anchorConfirmContract),
 *   or AnchorRejectInvite -> 3 rejected; 7 days unanswered -> 4 expired.
 * - Application (kind 2): AnchorApply (the broadcaster) -> 1 pending, with a draft recruit record
 *   of submit type AnchorSubmitAnchor -> the agency submits that record (SaveSubmitAnchorInfo,
 *   submit 1) -> 2 accepted; 7 days without it -> 4 expired.
 */
import { InviteStatus } from "@agent-portal/api-client/enums";
import { ANSWER_WINDOW_SECONDS } from "./durations.ts";
import type { StateMachine, StateInfo } from "./machine.ts";

/** Actions on an invitation or application. */
export type InviteAction = "accept" | "reject" | "expire";

const S = InviteStatus;
const states: Readonly<Record<InviteStatus, StateInfo>> = {
  [S.Pending]: { name: "pending", terminal: false, expiresAfterSeconds: ANSWER_WINDOW_SECONDS },
  [S.Accepted]: { name: "accepted", terminal: true },
  [S.Rejected]: { name: "rejected", terminal: true },
  [S.Expired]: { name: "expired", terminal: true },
};

/** Invitation (kind 1): the broadcaster answers. */
export const invitationMachine: StateMachine<InviteStatus, InviteAction> = {
  name: "invitation",
  states,
  transitions: [
    { from: [S.Pending], action: "accept", to: S.Accepted, actor: "broadcaster", via: "AgreeInvite" },
    { from: [S.Pending], action: "reject", to: S.Rejected, actor: "broadcaster", via: "AnchorRejectInvite" },
    { from: [S.Pending], action: "expire", to: S.Expired, actor: "system", via: "7 days without an answer" },
  ],
};

/** Application (kind 2): the agency answers by submitting the application's recruit record. */
export const applicationMachine: StateMachine<InviteStatus, InviteAction> = {
  name: "application",
  states,
  transitions: [
    { from: [S.Pending], action: "accept", to: S.Accepted, actor: "agency", via: "SaveSubmitAnchorInfo (submit 1) on its recruit record" },
    { from: [S.Pending], action: "expire", to: S.Expired, actor: "system", via: "7 days without an answer" },
  ],
};
