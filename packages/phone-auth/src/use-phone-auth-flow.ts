/**
 * The flow of `flow.ts` in a component, with what the dialogs need beside the state: a run counter
 * (each run starts with fresh dialogs) and the last bound phone and warning (kept while they animate out).
 */
import { useCallback, useState } from "react";
import type { PhoneInfo } from "@agent-portal/session/session-state";
import { initialPhoneAuthState, phoneAuthFlow } from "./flow.ts";
import type { PhoneAuthEvent, PhoneAuthState } from "./flow.ts";

/** What {@link usePhoneAuthFlow} answers. */
export interface PhoneAuthFlowHandle {
  readonly state: PhoneAuthState;
  /** 0 before the first run; rises each time the flow opens from closed. */
  readonly run: number;
  readonly lastPhone: PhoneInfo | null;
  readonly lastWarning: readonly string[];
  /** Feeds one event to the flow. */
  readonly send: (event: PhoneAuthEvent) => void;
}

interface Snapshot {
  readonly state: PhoneAuthState;
  readonly run: number;
  readonly lastPhone: PhoneInfo | null;
  readonly lastWarning: readonly string[];
}

function step(current: Snapshot, event: PhoneAuthEvent): Snapshot {
  const state = phoneAuthFlow(current.state, event);
  if (state === current.state) return current;
  return {
    state,
    run: current.state.status === "closed" ? current.run + 1 : current.run,
    lastPhone: state.status === "validate" ? state.phone : current.lastPhone,
    lastWarning: state.status === "warning" ? state.messageKeys : current.lastWarning,
  };
}

/** Holds the phone-auth flow of one host. */
export function usePhoneAuthFlow(): PhoneAuthFlowHandle {
  const [snapshot, setSnapshot] = useState<Snapshot>({ state: initialPhoneAuthState, run: 0, lastPhone: null, lastWarning: [] });
  const send = useCallback((event: PhoneAuthEvent) => {
    setSnapshot((current) => step(current, event));
  }, []);
  return { ...snapshot, send };
}
