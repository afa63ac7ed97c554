/**
 * Language normalisation and resolution (SPEC section 1: "The page language can be set by a
 * lang query parameter. Fallback language is en ... The language code 'in' maps to 'id'").
 */
import type { ActiveLanguage, LanguageCode } from "./languages.ts";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, PSEUDO_LANGUAGE, isPseudoLanguage } from "./languages.ts";

/** Lower-cased code -> supported code, for exact matches ignoring case. */
const exact: ReadonlyMap<string, LanguageCode> = new Map(LANGUAGE_CODES.map((code) => [code.toLowerCase(), code]));

/** Legacy or alternative primary subtags that mean a supported language. */
const aliases: Readonly<Record<string, LanguageCode>> = {
  /** Legacy ISO 639 code for Indonesian, still sent by older Android builds (SPEC section 1). */
  in: "id",
  /** Tagalog, served by the Filipino locale. */
  tl: "fil",
};

/** Regions whose Chinese is written in Traditional script. */
const traditionalChineseRegions: ReadonlySet<string> = new Set(["tw", "hk", "mo"]);

function normalizeChinese(subtags: readonly string[]): LanguageCode {
  if (subtags.includes("hant")) return "zh-Hant";
  if (subtags.includes("hans")) return "zh-Hans";
  return subtags.some((subtag) => traditionalChineseRegions.has(subtag)) ? "zh-Hant" : "zh-Hans";
}

/**
 * Maps a loose language tag to a supported code, or `null` when none fits.
 *
 * - Case and `_` are ignored: `EN`, `en_us` -> `en`.
 * - Region and script subtags are dropped: `pt-BR` -> `pt`, `uz-Latn-UZ` -> `uz`.
 * - `in` -> `id` (SPEC section 1), `tl` -> `fil`.
 * - Chinese goes by script, then region: `zh-Hant*`, `zh-TW`, `zh-HK`, `zh-MO` -> `zh-Hant`;
 *   `zh`, `zh-CN`, `zh-SG`, `zh-Hans*` -> `zh-Hans`.
 * - Empty, malformed or unsupported input -> `null`.
 */
export function normalizeLanguage(code: string | null | undefined): LanguageCode | null {
  if (typeof code !== "string") return null;
  const lower = code.trim().toLowerCase().replaceAll("_", "-");
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(lower)) return null;
  const known = exact.get(lower);
  if (known) return known;
  const subtags = lower.split("-");
  const primary = subtags[0] ?? "";
  if (primary === "zh") return normalizeChinese(subtags.slice(1));
  return aliases[primary] ?? exact.get(primary) ?? null;
}

/** Where a language choice may come from, in order of precedence (SPEC section 1). */
export interface LanguageSources {
  /** The `lang` query parameter of the current URL, if any. */
  readonly query?: string | null;
  /** The value stored under the `lang` local-storage key, if any. */
  readonly stored?: string | null;
  /** The browser's preferred languages (`navigator.languages`), most preferred first. */
  readonly browser?: readonly string[] | null;
}

/**
 * Picks the page language: the `lang` query parameter, then the stored `lang`, then the first
 * browser language that maps to a supported one, then `en` (SPEC section 1).
 *
 * A source holding an unknown code is skipped, so `?lang=xx` on a fresh browser renders English,
 * while a user with a stored choice keeps it. Returns a supported code, or the pseudo-locale
 * `en-XA` when (and only when) the query parameter asks for it; a stored or browser `en-XA`
 * counts as `en`.
 */
export function resolveLanguage(sources: LanguageSources): ActiveLanguage {
  if (isPseudoLanguage(sources.query)) return PSEUDO_LANGUAGE;
  const candidates = [sources.query, sources.stored, ...(sources.browser ?? [])];
  for (const candidate of candidates) {
    const language = normalizeLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
