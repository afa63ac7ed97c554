import { loadSession, selectGuardUser, selectToken } from "@agent-portal/session";
import { useEffect, useState } from "react";
import { useAppStore } from "#app/hooks.ts";

/** The longest wait for a frame: a hidden page runs no animation frames. */
const FRAME_FALLBACK_MS = 250;

/**
 * Calls `callback` once the frame showing the current commit has been painted: an animation
 * frame (it runs just before that paint), then a task (after it); or after 250 ms when no frame
 * comes (a hidden page). Answers a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let timer = 0;
  const run = () => {
    if (done) return;
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    timer = window.setTimeout(callback, 0);
  };
  const frame = window.requestAnimationFrame(run);
  const fallback = window.setTimeout(run, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    window.clearTimeout(timer);
  };
}

/**
 * `false` on the first render, `true` once its frame has been painted (`afterNextPaint`). The
 * mobile layout mounts what the first screen does not need (session watcher, toaster) only then,
 * and pages start what their first paint does not need (their calls, their form's chunk), so that
 * work and those requests come after the first paint (issue 9 Lighthouse target).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
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
  useEffect(
    () =>
      afterNextPaint(() => {
        const state = store.getState();
        if (selectToken(state) !== null && selectGuardUser(state) === null) void store.dispatch(loadSession());
      }),
    [store],
  );
}
