/**
 * The region names of a language as a table, for a worker to build off the main thread
 * (`region-names.worker.ts`, used by `prepareRegionNames`).
 */

/** What the region names worker receives: the language to name regions in. */
export interface RegionNamesRequest {
  readonly language: string;
}

/** What the region names worker answers: `[code, name]` for every two-letter code Intl names. */
export interface RegionNamesAnswer {
  readonly language: string;
  readonly names: readonly (readonly [string, string])[];
}

/**
 * The name of every ISO 3166-1 alpha-2 shaped code (`AA` to `ZZ`) that `Intl.DisplayNames` knows
 * in `language`, as `[code, name]` pairs: `("en")` -> `[..., ["ID", "Indonesia"], ...]`. Codes
 * Intl does not name are left out (`fallback: "none"`).
 */
export function regionNameEntries(language: string): [string, string][] {
  const display = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  const entries: [string, string][] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = display.of(code);
      if (name !== undefined) entries.push([code, name]);
    }
  }
  return entries;
}
