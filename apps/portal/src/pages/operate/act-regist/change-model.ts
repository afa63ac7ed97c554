/**
 * The registration changes of an activity (issue 24 item 4): which of the four changes a row
 * allows and, when not, why. The server decides; this reads its answers: `api/agent/canChangeRound`
 * for the round (registered or approved, round not started), the change allowance of
 * `api/agent/getChangePageInfo`, the rounds with free places, and whether sign-up is open
 * (cancel_sign). Reasons are i18n keys: the translated business code of the call that would refuse.
 */
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";

/** The four changes: change_round, change_anchor, cancel_round, cancel_sign. */
export type ChangeKind = "move" | "replace" | "removeRound" | "cancelSign";

/** The calls behind each change (their URL keys the translated refusals: `errors.api.<url>.<code>`). */
export const CHANGE_CALL: Readonly<Record<ChangeKind, string>> = {
  move: "/change_round",
  replace: "/change_anchor",
  removeRound: "/cancel_round",
  cancelSign: "/cancel_sign",
};

/** The order the actions show in. */
export const CHANGE_KINDS: readonly ChangeKind[] = ["move", "replace", "removeRound", "cancelSign"];

/** What the server said about one broadcaster in one round. */
export interface ChangeFacts {
  /** canChangeRound: 1 may leave or change the round. */
  readonly canChange: 0 | 1;
  /** canChangeRound: why not, as a business code (44006); 0 when allowed. */
  readonly reasonCode: number;
  /** Round changes the agency has left in the activity. */
  readonly changesLeft: number;
  /** Other rounds with a free place (getChangePageInfo otherRounds). */
  readonly freeRounds: number;
  /** Sign-up is open now (cancel_sign needs it). */
  readonly signOpen: boolean;
}

/** Whether a change is allowed: `{ allowed: true }`, or the i18n key of the reason. */
export type ChangeGate = { readonly allowed: true } | { readonly allowed: false; readonly reasonKey: string };

const refusal = (kind: ChangeKind, code: number): ChangeGate => ({ allowed: false, reasonKey: `errors.api.${CHANGE_CALL[kind]}.${String(code)}` });

/** Whether `kind` is allowed for a broadcaster given the server's facts, and the reason when not. */
export function changeGate(kind: ChangeKind, facts: ChangeFacts): ChangeGate {
  if (kind === "cancelSign") return facts.signOpen ? { allowed: true } : refusal(kind, ActRegistErrorCode.SignClosed);
  if (facts.canChange === 0) return refusal(kind, facts.reasonCode === 0 ? ActRegistErrorCode.RoundChangeNotAllowed : facts.reasonCode);
  if (kind === "removeRound") return { allowed: true };
  if (facts.changesLeft <= 0) return refusal(kind, ActRegistErrorCode.ChangeLimitReached);
  if (kind === "move" && facts.freeRounds === 0) return { allowed: false, reasonKey: "operate.actChange.noFreeRound" };
  return { allowed: true };
}

/** The allowance after a change of `kind` is made: move and replace use one, the others none. */
export const changesLeftAfter = (kind: ChangeKind, changesLeft: number): number => (kind === "move" || kind === "replace" ? Math.max(0, changesLeft - 1) : changesLeft);

/** A broadcaster as the change screens name it: display name and Bigo ID, `Mia (88001)` (data, not text to translate). */
export const anchorLabel = (anchor: { readonly nickName: string; readonly bigoId: string }): string => `${anchor.nickName} (${anchor.bigoId})`;
