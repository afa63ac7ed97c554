/**
 * Country and region names from `Intl.DisplayNames` in the active language (issue 4: "country
 * names from Intl.DisplayNames, not a hand-written list").
 */
import { cached } from "./intl-cache.ts";

/** Codes the backend may send that are not ISO 3166 but mean one. */
const ALIASES: Readonly<Record<string, string>> = { UK: "GB" };

/** Values that mean "no particular country" (the backend's `Other` bucket). */
const OTHER: ReadonlySet<string> = new Set(["", "OTHER", "OTHERS", "OT", "ZZ"]);

/**
 * The name of a region code in `language`: `("ID", "en")` -> `Indonesia`, `("SA", "ar")` ->
 * `السعودية`. Accepts ISO 3166-1 alpha-2 (any case) and UN M49 numeric codes (`"419"`).
 *
 * - `Other` (any case), empty, `null`/`undefined`, `ZZ`, or a malformed code -> `otherLabel`
 *   (the locale's `format.otherRegion`, e.g. `Other`, `Lainnya`, `أخرى`);
 * - a well-formed code that Intl does not know -> the code itself, upper-cased.
 */
export function formatRegion(language: string, code: string | null | undefined, otherLabel: string): string {
  const upper = (code ?? "").trim().toUpperCase();
  if (OTHER.has(upper)) return otherLabel;
  const region = ALIASES[upper] ?? upper;
  if (!/^(?:[A-Z]{2}|\d{3})$/.test(region)) return otherLabel;
  return regionNames(language).of(region) ?? region;
}

/** The cached `Intl.DisplayNames` of regions in `language`. */
function regionNames(language: string): Intl.DisplayNames {
  return cached("region", language, {}, () => new Intl.DisplayNames([language], { type: "region", fallback: "none" }));
}

/**
 * Builds the region names of `language` ahead of their first use, in a task of their own (after
 * `delayMs`, default 0). Building them costs about 15 ms of native work on a desktop (ICU's name
 * tables), several times that on a phone: done while a form renders its country list, it
 * lengthens that task; done alone, it is one short task. Answers a cancel function.
 */
export function prepareRegionNames(language: string, delayMs = 0): () => void {
  const timer = setTimeout(() => regionNames(language), delayMs);
  return () => clearTimeout(timer);
}
