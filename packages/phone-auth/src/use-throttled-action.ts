/**
 * The 300 ms throttle of SPEC section 5 for a component's handler (same rule as `throttle.ts`),
 * stable across renders and always calling the latest handler.
 */
import { useCallback, useLayoutEffect, useRef } from "react";
import { ACTION_THROTTLE_MS } from "./throttle.ts";

/**
 * Wraps `action` so calls within `intervalMs` (300 ms) of the last one that ran are dropped
 * (leading edge: the first click acts at once). The wrapper keeps its identity; the latest
 * `action` is called. Time is read with `Date.now`, so fake timers apply.
 */
export function useThrottledAction(action: () => void, intervalMs: number = ACTION_THROTTLE_MS): () => void {
  const latest = useRef(action);
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  useLayoutEffect(() => {
    latest.current = action;
  });
  return useCallback(() => {
    const now = Date.now();
    if (now - lastRun.current < intervalMs) return;
    lastRun.current = now;
    latest.current();
  }, [intervalMs]);
}
