/**
 * The session's events (SPEC sections 4 and 8), for the parts of an app that react to them: the
 * unauthorized modal and the re-login confirm (the app shell's session alerts), the phone dialog
 * closing on a token error. The slice still counts token errors, phone-auth requests and refresh
 * failures (SPEC section 3 names the counters); watchers react to these events, not to the counters.
 */
import { isAnyOf } from "@reduxjs/toolkit";
import type { UnsubscribeListener } from "@reduxjs/toolkit";
import type { ApiError } from "@agent-portal/api-client/errors";
import type { SessionStartListening } from "./persistence.ts";
import { loggedIn, loggedOut, transportEventReceived, userInfoRefreshFailed } from "./session-slice.ts";

/**
 * One session event:
 * - `tokenError`: a call ended with a token error (HTTP 401, 20002 not recovered, 20003, 20006);
 * - `phoneAuthRequired`: a call was answered 40001 (the phone dialog opens through the transport's
 *   `onPhoneAuthRequired` hook, not through this event);
 * - `refreshFailed`: the periodic user-info refresh failed;
 * - `started`: a login put a new token in the session (`loggedIn`);
 * - `ended`: the session was cleared (`loggedOut`).
 */
export type SessionEvent =
  | { readonly type: "tokenError"; readonly error: ApiError }
  | { readonly type: "phoneAuthRequired"; readonly error: ApiError }
  | { readonly type: "refreshFailed"; readonly error: ApiError }
  | { readonly type: "started" }
  | { readonly type: "ended" };

/** A listener of {@link SessionEvent}s. */
export type SessionEventListener = (event: SessionEvent) => void;

/** The session's event stream of one store. */
export interface SessionEvents {
  /** Calls `listener` with every event from now on (in dispatch order); answers the function that stops it. */
  readonly subscribe: (listener: SessionEventListener) => () => void;
  /** Stops listening to the store (every subscriber hears nothing more). */
  readonly stop: UnsubscribeListener;
}

/** The session event an action is, if any. */
function eventOf(action: unknown): SessionEvent | null {
  if (transportEventReceived.match(action)) {
    const { type, error } = action.payload;
    return type === "abnormal" ? null : { type, error };
  }
  if (userInfoRefreshFailed.match(action)) return { type: "refreshFailed", error: action.payload };
  if (loggedIn.match(action)) return { type: "started" };
  if (loggedOut.match(action)) return { type: "ended" };
  return null;
}

/**
 * Starts the session's event stream on a store's listener middleware (the app's
 * `listenerMiddleware.startListening`): every `transportEventReceived` (but `abnormal`),
 * `userInfoRefreshFailed`, `loggedIn` and `loggedOut` becomes a {@link SessionEvent}, delivered to
 * each subscriber after the reducers ran. A listener that throws does not stop the others.
 *
 * ```ts
 * const listener = createListenerMiddleware();
 * const events = startSessionEvents(listener.startListening as SessionStartListening);
 * const stop = events.subscribe((event) => { if (event.type === "tokenError") showUnauthorized(); });
 * ```
 */
export function startSessionEvents(startListening: SessionStartListening): SessionEvents {
  const listeners = new Set<SessionEventListener>();
  const stop = startListening({
    matcher: isAnyOf(transportEventReceived, userInfoRefreshFailed, loggedIn, loggedOut),
    effect: (action) => {
      const event = eventOf(action);
      if (event === null) return;
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // One failing listener must not keep the event from the others.
        }
      }
    },
  });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop,
  };
}
