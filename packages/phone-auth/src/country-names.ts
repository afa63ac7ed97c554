/**
 * Localised country names for the picker (SPEC section 2: "country picker"), from
 * `Intl.DisplayNames` in the active language, sorted with `Intl.Collator`. Searching is the ui-kit
 * Combobox's (every word of the query in the name, dial prefix or keywords, accents and case ignored).
 */
import type { Country } from "./countries.ts";
import { COUNTRIES } from "./countries.ts";

/** A country with its name in one language, as the picker lists it. */
export interface NamedCountry extends Country {
  /** The region's name in the requested language (the ISO code when the runtime has no name for it). */
  readonly name: string;
  /** `name`, lower-cased and stripped of accents, for matching. */
  readonly searchName: string;
}

/** Lower-cases and strips combining marks, so "Türkiye" matches "turk" and "Việt Nam" "viet". */
export function foldForSearch(text: string, language?: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase(language);
}

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language, "en"], { type: "region", fallback: "code" });
  } catch {
    return null;
  }
}

function collator(language: string): Intl.Collator {
  try {
    return new Intl.Collator([language, "en"]);
  } catch {
    return new Intl.Collator("en");
  }
}

const cache = new Map<string, readonly NamedCountry[]>();

/**
 * Every country of {@link COUNTRIES} named in `language` (a BCP 47 code such as `ar`, `zh-Hant`),
 * sorted by that language's collation. Computed once per language. A runtime without
 * `Intl.DisplayNames` (or without data for the language) falls back to English names, then to ISO codes.
 */
export function namedCountries(language: string): readonly NamedCountry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = displayNames(language);
  const compare = collator(language);
  const named = COUNTRIES.map((country): NamedCountry => {
    let name = country.code;
    try {
      name = names?.of(country.code) ?? country.code;
    } catch {
      // An engine without this region: keep the ISO code.
    }
    return { ...country, name, searchName: foldForSearch(name, language) };
  }).sort((a, b) => compare.compare(a.name, b.name));
  cache.set(language, named);
  return named;
}
