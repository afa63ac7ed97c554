/**
 * A contract offered to a broadcaster ("sign", live_agent_front / live_agent_portal): a new
 * contract (an accepted invitation, or a recruit record past operator review) or a renewal.
 * 1 waiting for the broadcaster -> anchorConfirmContract: confirm -> 2 (effective), decline -> 3;
 * 7 days unanswered -> 4 expired; the agency withdraws it (CancelRenewalContract for a renewal,
 * StopAnchorRecruit for a recruit) -> 5.
 */
import { SignStatus } from "@agent-portal/api-client/enums";
import { ANSWER_WINDOW_SECONDS } from "./durations.ts";
import type { StateMachine } from "./machine.ts";

/** Actions on a contract offer. */
export type SignAction = "confirm" | "decline" | "withdraw" | "expire";

const S = SignStatus;

/** The contract-offer machine. */
export const signMachine: StateMachine<SignStatus, SignAction> = {
  name: "sign",
  states: {
    [S.Waiting]: { name: "waiting for the broadcaster", terminal: false, expiresAfterSeconds: ANSWER_WINDOW_SECONDS },
    [S.Confirmed]: { name: "confirmed (effective)", terminal: true },
    [S.Declined]: { name: "declined", terminal: true },
    [S.Expired]: { name: "expired", terminal: true },
    [S.Withdrawn]: { name: "withdrawn by the agency", terminal: true },
  },
  transitions: [
    { from: [S.Waiting], action: "confirm", to: S.Confirmed, actor: "broadcaster", via: "anchorConfirmContract (confirm)" },
    { from: [S.Waiting], action: "decline", to: S.Declined, actor: "broadcaster", via: "anchorConfirmContract (decline)" },
    { from: [S.Waiting], action: "withdraw", to: S.Withdrawn, actor: "agency", via: "CancelRenewalContract / StopAnchorRecruit" },
    { from: [S.Waiting], action: "expire", to: S.Expired, actor: "system", via: "7 days without an answer" },
  ],
};
