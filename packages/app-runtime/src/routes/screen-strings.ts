import { loadAllStrings } from "@agent-portal/i18n";
import type { I18nInstance } from "@agent-portal/i18n";

let strings: Promise<I18nInstance> | null = null;

/** Hands the shell the app's strings as they are being created (`startApp`); lazy screens then wait on them. `null`: no app (tests). */
export function provideScreenStrings(ready: Promise<I18nInstance> | null): void {
  strings = ready;
}

/**
 * Resolves once the app's strings are all loaded (`loadAllStrings` of `@agent-portal/i18n`: a
 * build that splits its locale files preloads only the boot part; the rest loads with the first
 * screen that needs it), for a lazy screen without the `bootStrings` option to wait on before it
 * renders. Never rejects: when the other part fails to download, the screen renders anyway (its
 * missing strings fall back to English, which the next screen's call tries to load again; i18next
 * logs the failure). Resolves at once when no app was started (component tests).
 */
export async function screenStrings(): Promise<void> {
  if (strings === null) return;
  try {
    await loadAllStrings(await strings);
  } catch {
    // Rendered anyway: i18next shows the English or the key meanwhile, and logs the download's failure.
  }
}

/**
 * The app's i18next instance once it exists (`startApp` hands it over while it is being created),
 * or `null` when no app was started (component tests) or its creation failed. For work a lazy
 * screen does with the active language before it renders (`warmUpWhileLoading`).
 */
export async function screenI18n(): Promise<I18nInstance | null> {
  if (strings === null) return null;
  try {
    return await strings;
  } catch {
    return null;
  }
}
