/**
 * The gate the transport passes before each call (`sendGate` of the api-client's configuration, set
 * by the shell's store set-up): every call goes on in a task of its own, and while a screen with
 * the `callsAfterPaint` route option mounts, calls wait until its first frame is on screen.
 * Why: docs/performance.md ("Where the techniques live").
 */
import { ownTask } from "#tasks.ts";

/** The longest a screen holds the calls, in milliseconds: a screen that never paints (a hidden tab that stays hidden) must not keep them forever. */
export const CALLS_HOLD_LIMIT_MS = 2000;

let held: { readonly promise: Promise<void>; readonly release: () => void } | null = null;

/**
 * Holds every call from now until {@link releaseCalls} or {@link CALLS_HOLD_LIMIT_MS}; a hold while
 * one is on changes nothing. The shell's screen frame holds when a `callsAfterPaint` screen mounts
 * (before its effects start its queries) and releases after its first paint.
 */
export function holdCalls(): void {
  if (held !== null) return;
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  const timer = setTimeout(releaseCalls, CALLS_HOLD_LIMIT_MS);
  held = {
    promise,
    release: () => {
      clearTimeout(timer);
      release();
    },
  };
}

/** Lets the held calls go (nothing when none is held). */
export function releaseCalls(): void {
  const current = held;
  held = null;
  current?.release();
}

/**
 * Resolves when a call may go: once the calls are not held, in a task of its own (`ownTask`: the
 * calls of one task go on in consecutive tasks). The transport's `sendGate`. Not an async function:
 * it runs deep in React's effects, where each promise costs under Lighthouse.
 */
export function callsMayGo(): Promise<void> {
  return held === null ? ownTask() : held.promise.then(ownTask);
}
