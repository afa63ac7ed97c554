/**
 * Recruiting a broadcaster (recruit anchor; statuses of `recruit-shared`). Two ways in
 * (SPEC section 3 submit types): AgencySubmitAnchor 2 (the agency fills in the broadcaster's
 * info) and AnchorSubmitAnchor 1 (the broadcaster applied with AnchorApply: the record starts as
 * a draft the agency completes).
 *
 * 1 draft -> SaveSubmitAnchorInfo (submit 1, the agency) -> 2 under review -> operator review
 * (automatic in the sandbox) -> 3 waiting for the broadcaster (a contract offer) ->
 * anchorConfirmContract -> 4 signed (the broadcaster joins the agency). Rejected (5) by the
 * operator or when the broadcaster declines; a rejected record is edited (back to 1) and
 * submitted again. StopAnchorRecruit (the agency) stops it under review or while waiting (6).
 * A draft or a record waiting for the broadcaster expires after 14 days (7).
 */
import { RecruitStatus } from "@agent-portal/api-client/enums";
import { APPLICATION_WINDOW_SECONDS } from "./durations.ts";
import type { StateMachine } from "./machine.ts";

/** Actions on a recruit record. */
export type RecruitAction = "save" | "submit" | "approve" | "reject" | "confirm" | "decline" | "stop" | "expire";

const S = RecruitStatus;

/** The recruit machine. */
export const recruitMachine: StateMachine<RecruitStatus, RecruitAction> = {
  name: "recruit",
  states: {
    [S.Draft]: { name: "draft", terminal: false, expiresAfterSeconds: APPLICATION_WINDOW_SECONDS },
    [S.UnderReview]: { name: "under operator review", terminal: false },
    [S.WaitingBroadcaster]: { name: "waiting for the broadcaster", terminal: false, expiresAfterSeconds: APPLICATION_WINDOW_SECONDS },
    [S.Signed]: { name: "signed", terminal: true },
    [S.Rejected]: { name: "rejected", terminal: false },
    [S.Stopped]: { name: "stopped by the agency", terminal: true },
    [S.Expired]: { name: "expired", terminal: true },
  },
  transitions: [
    { from: [S.Draft, S.Rejected], action: "save", to: S.Draft, actor: "agency", via: "SaveSubmitAnchorInfo (submit 0)" },
    { from: [S.Draft, S.Rejected], action: "submit", to: S.UnderReview, actor: "agency", via: "SaveSubmitAnchorInfo (submit 1)" },
    { from: [S.UnderReview], action: "approve", to: S.WaitingBroadcaster, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [S.UnderReview], action: "reject", to: S.Rejected, actor: "operator", via: "operator review (automatic in the sandbox)" },
    { from: [S.WaitingBroadcaster], action: "confirm", to: S.Signed, actor: "broadcaster", via: "anchorConfirmContract (confirm)" },
    { from: [S.WaitingBroadcaster], action: "decline", to: S.Rejected, actor: "broadcaster", via: "anchorConfirmContract (decline)" },
    { from: [S.UnderReview, S.WaitingBroadcaster], action: "stop", to: S.Stopped, actor: "agency", via: "StopAnchorRecruit" },
    { from: [S.Draft, S.WaitingBroadcaster], action: "expire", to: S.Expired, actor: "system", via: "14 days without progress" },
  ],
};
