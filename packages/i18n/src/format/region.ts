/**
 * Country and region names from `Intl.DisplayNames` in the active language (issue 4: "country
 * names from Intl.DisplayNames, not a hand-written list").
 */
import { cached } from "./intl-cache.ts";
import type { RegionNamesAnswer, RegionNamesRequest } from "./region-names.ts";

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
  const table = tables.get(language);
  // A two-letter code missing from the worker's table is one Intl does not name.
  if (table !== undefined && region.length === 2) return table.get(region) ?? region;
  return regionNames(language).of(region) ?? region;
}

/** Two-letter codes' names per language, from the region names worker (`prepareRegionNames`). */
const tables = new Map<string, ReadonlyMap<string, string>>();
/** Languages whose table a worker is building. */
const building = new Set<string>();

/** Asks a worker for `language`'s table; answers `false` where workers cannot run (tests, old engines). */
function buildTableOffThread(language: string): boolean {
  if (tables.has(language) || building.has(language)) return true;
  if (typeof Worker !== "function") return false;
  let worker: Worker;
  try {
    worker = new Worker(new URL("./region-names.worker.ts", import.meta.url), { type: "module" });
  } catch {
    return false;
  }
  building.add(language);
  const done = () => {
    building.delete(language);
    worker.terminate();
  };
  worker.addEventListener("message", (event: MessageEvent<RegionNamesAnswer>) => {
    tables.set(event.data.language, new Map(event.data.names));
    done();
  });
  // Without the table, formatRegion builds the names on the main thread, as it always could.
  worker.addEventListener("error", done);
  const request: RegionNamesRequest = { language };
  worker.postMessage(request);
  return true;
}

/** The cached `Intl.DisplayNames` of regions in `language`. */
function regionNames(language: string): Intl.DisplayNames {
  return cached("region", language, {}, () => new Intl.DisplayNames([language], { type: "region", fallback: "none" }));
}

/**
 * Builds the region names of `language` ahead of their first use (after `delayMs`, default 0).
 * Building them is native work (ICU's name tables) that, done while a list renders its rows,
 * lengthens that task (docs/performance.md).
 *
 * Where workers run, a module worker (`region-names.worker.ts`) builds the table of every
 * two-letter code's name and {@link formatRegion} reads it: none of that work is on the main
 * thread. Until the table arrives (or if the worker fails), `formatRegion` builds the names on
 * the main thread as before. Without workers, they are built in a task of their own. Answers a
 * function that cancels what has not started.
 */
export function prepareRegionNames(language: string, delayMs = 0): () => void {
  const timer = setTimeout(() => {
    if (!buildTableOffThread(language)) regionNames(language);
  }, delayMs);
  return () => clearTimeout(timer);
}
