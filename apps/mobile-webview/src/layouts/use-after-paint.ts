import { loadSession, selectGuardUser, selectToken } from "@agent-portal/session";
import { useEffect, useState } from "react";
import { useAppStore } from "#app/hooks.ts";

/**
 * `false` on the first render, `true` from a task after the first commit (an effect, then a
 * timer: the browser paints in between). The mobile layout mounts what the first screen does not
 * need (session watcher, toaster) only then, so their chunk and work come after the first paint
 * (issue 9 Lighthouse target).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return painted;
}

/**
 * Loads the session (user info, permissions, then the five session calls; `loadSession`, SPEC
 * section 4) after the layout's first paint when a token is held and no user is loaded: the guard
 * lets pages open to any logged-in user render without it (`guard-session.ts`). Once per layout
 * life; `loadSession` joins a load already running.
 */
export function useSessionLoadAfterPaint(): void {
  const store = useAppStore();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const state = store.getState();
      if (selectToken(state) !== null && selectGuardUser(state) === null) void store.dispatch(loadSession());
    }, 0);
    return () => window.clearTimeout(timer);
  }, [store]);
}
