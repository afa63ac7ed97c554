import { afterNextPaint, nextTask } from "#after-paint.ts";

let bootPaint: Promise<void> | null = null;

/**
 * Resolves once the first frame after the app started is on screen (`afterNextPaint`): on a first
 * load of a page of the portal's main layout, that frame is its boot screen (the layout's frame
 * and the page's title, the root route's `HydrateFallback`). The first navigation's store, session
 * code and screens load after it (route binding option `afterBootPaint`), so the title paints after
 * the entry alone instead of after every chunk of the page. Later navigations find it resolved.
 * Each caller resumes in a task of its own: the navigation's loads (each `import()` adds its
 * chunks' preload links) start one per task instead of all in one long task after the paint.
 */
export function bootScreenPainted(): Promise<void> {
  bootPaint ??= new Promise<void>((resolve) => afterNextPaint(resolve));
  return bootPaint.then(nextTask);
}
