import { startTransition, useEffect, useState } from "react";

/** The longest wait for a frame: a hidden page runs no animation frames. */
export const FRAME_FALLBACK_MS = 250;

/** The longest wait for the page's first contentful paint to be reported, once the frames have run. */
export const FIRST_PAINT_FALLBACK_MS = 1000;

/**
 * Resolves in a later task (a `setTimeout` of 0): what follows `await nextTask()` runs in a task
 * of its own, so the work before it and after it are two shorter main-thread tasks instead of one
 * long one.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** Whether the browser has reported the page's first contentful paint (or cannot report it). */
function firstPaintKnown(): boolean {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes.includes("paint")) return true;
  return performance.getEntriesByName("first-contentful-paint").length > 0;
}

/**
 * Calls `callback` once the frame showing the current commit is on screen: two animation frames
 * (the first runs just before that frame is drawn, the second after it), and on the page's first
 * load also the browser's report of its first contentful paint (a `paint` performance entry,
 * which comes only once that frame was presented; at most 1 s), then a task. Without frames (a
 * hidden page) it goes on after 250 ms. Answers a cancel function.
 *
 * Frames alone are not enough: a software-composited frame can be presented several frames
 * later, so work meant for after the first paint would start before it (docs/performance.md).
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let frame = 0;
  let timer = 0;
  let paintTimer = 0;
  let observer: PerformanceObserver | null = null;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    window.clearTimeout(paintTimer);
    timer = window.setTimeout(callback, 0);
  };
  const framesDone = () => {
    if (done || observer !== null) return;
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    if (firstPaintKnown()) {
      finish();
      return;
    }
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) finish();
    });
    observer.observe({ type: "paint" });
    paintTimer = window.setTimeout(finish, FIRST_PAINT_FALLBACK_MS);
  };
  frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(framesDone);
  });
  const fallback = window.setTimeout(framesDone, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    observer?.disconnect();
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    window.clearTimeout(paintTimer);
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
