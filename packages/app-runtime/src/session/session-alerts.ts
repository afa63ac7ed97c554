/**
 * The session's two modals as state that events drive (SPEC sections 4 and 8), kept outside React
 * so a watcher mounted late (the webview mounts its watcher after its first paint) still shows
 * what happened before it mounted:
 * - `unauthorized`: a `tokenError` event; it stays until the session ends (the user confirms,
 *   which logs out);
 * - `relogin`: a `refreshFailed` event (the periodic user-info refresh failed), unless the user
 *   already chose to stay once in this page's life.
 * A new session (`started`) or its end (`ended`) clears both.
 */
import type { SessionEvents } from "@agent-portal/session";

/** What the session watcher shows. */
export interface SessionAlertState {
  /** The unauthorized modal is open (a token error). */
  readonly unauthorized: boolean;
  /** The re-login confirm is open (a failed refresh), unless the unauthorized modal is. */
  readonly relogin: boolean;
}

/** The alerts of one store's session. */
export interface SessionAlerts {
  /** The state now (a new object on each change). */
  readonly getSnapshot: () => SessionAlertState;
  /** Subscribes to changes (for `useSyncExternalStore`). */
  readonly subscribe: (listener: () => void) => () => void;
  /** "Stay on this page" of the re-login confirm: it closes and does not open again in this page's life. */
  readonly dismissRelogin: () => void;
  /** Stops listening to the session's events. */
  readonly stop: () => void;
}

const closed: SessionAlertState = { unauthorized: false, relogin: false };

/** Creates the alerts of a store from its session events (`startSessionEvents`). */
export function createSessionAlerts(events: SessionEvents): SessionAlerts {
  let state = closed;
  let reloginDismissed = false;
  const listeners = new Set<() => void>();
  const set = (next: SessionAlertState): void => {
    if (next.unauthorized === state.unauthorized && next.relogin === state.relogin) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const stop = events.subscribe((event) => {
    switch (event.type) {
      case "tokenError":
        set({ unauthorized: true, relogin: false });
        return;
      case "refreshFailed":
        if (!reloginDismissed && !state.unauthorized) set({ ...state, relogin: true });
        return;
      case "started":
      case "ended":
        set(closed);
        return;
      case "phoneAuthRequired":
        return;
    }
  });
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dismissRelogin: () => {
      reloginDismissed = true;
      set({ ...state, relogin: false });
    },
    stop,
  };
}
