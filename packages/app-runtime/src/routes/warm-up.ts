import { createFormatters } from "@agent-portal/i18n/format/create-formatters";
import { runInOwnTasks } from "#tasks.ts";
import type { WarmUp } from "./screen-options.ts";
import { screenI18n } from "./screen-strings.ts";

/**
 * Runs a screen's `warmUp` formatter calls (route option, `ScreenOptions.warmUp`) while its module
 * loads, each in a task of its own, with formatters of the active language: the Intl objects the
 * screen will format with are built while the browser waits for the screen's chunk (the main
 * thread is idle then), not inside the render that first needs them, nor racing the screen's
 * first answers (a `callsAfterPaint` screen's calls leave right after its first paint, and rows
 * that arrive before a later warm-up built their Intl objects in their own render; the first Intl
 * object also loads the ICU data, about 100 ms at Lighthouse's 4x CPU slowdown).
 *
 * Resolves once every call ran; at once when there is none, or no app was started (component
 * tests). Never rejects: a call that throws is skipped (the screen's own formatters then build
 * what they need, and report what fails).
 */
export async function warmUpWhileLoading(warmUp: readonly WarmUp[] | undefined): Promise<void> {
  if (warmUp === undefined || warmUp.length === 0) return;
  const i18n = await screenI18n();
  if (i18n === null) return;
  const format = createFormatters(i18n.language, i18n.getFixedT(i18n.language));
  const guarded = warmUp.map((call) => () => {
    try {
      call(format);
    } catch {
      // Skipped: the screen's own formatter call builds the object, or reports the failure.
    }
  });
  await new Promise<void>((resolve) => {
    runInOwnTasks([...guarded, resolve]);
  });
}
