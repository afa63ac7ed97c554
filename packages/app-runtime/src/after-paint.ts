import { startTransition, useEffect, useState } from "react";

/** The longest wait for a frame: a hidden page runs no animation frames. */
export const FRAME_FALLBACK_MS = 250;

/**
 * Calls `callback` once the frame showing the current commit is on screen: two animation frames
 * (the first runs just before that frame is drawn, the second once it has been presented), then
 * a task; or 250 ms after the call when no frame comes (a hidden page). Answers a cancel function.
 *
 * One frame and a task were not enough: the task could run a few milliseconds before the
 * browser presented the frame, so requests meant for after the first paint started before it
 * (Lighthouse counts every request begun before the first contentful paint on its path; issue 8,
 * item 2, and issue 9, docs/performance.md).
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let frame = 0;
  let timer = 0;
  const run = () => {
    if (done) return;
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    timer = window.setTimeout(callback, 0);
  };
  frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(run);
  });
  const fallback = window.setTimeout(run, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    window.clearTimeout(timer);
  };
}

/**
 * `false` on the first render, `true` once its frame is on screen ({@link afterNextPaint}); the
 * update is a transition, so what it mounts renders in slices that yield to the browser.
 * Screens mount what their first paint does not need (a language switcher, overlays, a form's
 * chunk) and start their prefetches only then, so that work and those requests come after the
 * first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // A transition: what the change mounts renders in slices that yield to input, not in one long task.
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
