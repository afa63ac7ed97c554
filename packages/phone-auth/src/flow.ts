/**
 * The phone authentication flow of SPEC section 4 as a pure state machine:
 *
 * ```
 *  closed --open--> checking --phoneFound(prefix, phone)--> validate --verified--> closed (succeeded)
 *                      |                                       |
 *                      +--noPhone (502)--> bind <--noPhone-----+      bind --verified--> closed (succeeded)
 *                      |
 *                      +--checkFailed(other error)--> warning --dismissed--> closed (failed)
 *
 *  validate | bind | checking --cancelled--> closed (cancelled)
 *  any open state --tokenError--> closed (interrupted)   (SPEC 4: a token-error rise closes it)
 * ```
 *
 * `open` while not closed changes nothing (many 40001s share one dialog). Every transition into
 * `closed` carries its `outcome`; only `succeeded` raises the session's success counter.
 */
import type { PhoneInfo } from "@agent-portal/session/session-state";

/** How a run of the flow ended. */
export type PhoneAuthOutcome = "succeeded" | "cancelled" | "failed" | "interrupted";

/** Where the flow stands. */
export type PhoneAuthState =
  | { readonly status: "closed"; readonly outcome: PhoneAuthOutcome | null }
  /** `checkIfUidHasPhone` is running. */
  | { readonly status: "checking" }
  /** The validate dialog, showing the bound phone (prefix and masked number). */
  | { readonly status: "validate"; readonly phone: PhoneInfo }
  /** The bind dialog (code 502: no phone bound). */
  | { readonly status: "bind" }
  /** The warning modal for any other failure of the check; `messageKeys` are tried in order. */
  | { readonly status: "warning"; readonly messageKeys: readonly string[] };

/** What can happen to the flow. */
export type PhoneAuthEvent =
  | { readonly type: "open" }
  | { readonly type: "phoneFound"; readonly phone: PhoneInfo }
  | { readonly type: "noPhone" }
  | { readonly type: "checkFailed"; readonly messageKeys: readonly string[] }
  | { readonly type: "verified" }
  | { readonly type: "cancelled" }
  | { readonly type: "dismissed" }
  | { readonly type: "tokenError" };

/** The flow before anything happened. */
export const initialPhoneAuthState: PhoneAuthState = { status: "closed", outcome: null };

const closed = (outcome: PhoneAuthOutcome): PhoneAuthState => ({ status: "closed", outcome });

/** The next state of the flow (see the diagram in the module comment). Events that do not apply leave the state as it is. */
export function phoneAuthFlow(state: PhoneAuthState, event: PhoneAuthEvent): PhoneAuthState {
  if (event.type === "tokenError") return state.status === "closed" ? state : closed("interrupted");
  switch (state.status) {
    case "closed":
      return event.type === "open" ? { status: "checking" } : state;
    case "checking":
      if (event.type === "phoneFound") return { status: "validate", phone: event.phone };
      if (event.type === "noPhone") return { status: "bind" };
      if (event.type === "checkFailed") return { status: "warning", messageKeys: event.messageKeys };
      if (event.type === "cancelled") return closed("cancelled");
      return state;
    case "validate":
      if (event.type === "noPhone") return { status: "bind" };
      if (event.type === "verified") return closed("succeeded");
      if (event.type === "cancelled") return closed("cancelled");
      return state;
    case "bind":
      if (event.type === "verified") return closed("succeeded");
      if (event.type === "cancelled") return closed("cancelled");
      return state;
    case "warning":
      return event.type === "dismissed" || event.type === "cancelled" ? closed("failed") : state;
  }
}

/** Whether a dialog or the warning of the flow is showing (or the check is running). */
export const isPhoneAuthOpen = (state: PhoneAuthState): boolean => state.status !== "closed";
