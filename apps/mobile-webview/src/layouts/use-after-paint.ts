import { loadSession, selectGuardUser, selectToken } from "@agent-portal/session";
import { afterNextPaint } from "@agent-portal/app-runtime/after-paint";
import { useEffect } from "react";
import { useAppStore } from "#app/hooks.ts";

/**
 * Loads the session (user info, permissions, then the five session calls; `loadSession`, SPEC
 * section 4) after the layout's first paint when a token is held and no user is loaded: the guard
 * lets pages open to any logged-in user render without it (`guard-session.ts`). Once per layout
 * life; `loadSession` joins a load already running.
 */
export function useSessionLoadAfterPaint(): void {
  const store = useAppStore();
  useEffect(
    () =>
      afterNextPaint(() => {
        const state = store.getState();
        if (selectToken(state) !== null && selectGuardUser(state) === null) void store.dispatch(loadSession());
      }),
    [store],
  );
}
