/**
 * The 300 ms throttle of SPEC sections 5 and 9 ("Send and confirm actions are throttled to
 * 300 ms"): leading edge, so the first click acts at once and clicks within the next 300 ms are
 * dropped (a double click sends one request).
 */

/** The throttle interval of send and confirm: 300 ms. */
export const ACTION_THROTTLE_MS = 300;

/**
 * Wraps `fn` so it runs at most once per `intervalMs`: a call runs when at least `intervalMs`
 * passed since the last call that ran, otherwise it is dropped (answers `false`). Time is read
 * with `Date.now`, so fake timers apply.
 *
 * @returns The wrapper; it answers `true` when `fn` ran.
 */
export function throttle<A extends readonly unknown[]>(fn: (...args: A) => void, intervalMs: number = ACTION_THROTTLE_MS): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < intervalMs) return false;
    last = now;
    fn(...args);
    return true;
  };
}
