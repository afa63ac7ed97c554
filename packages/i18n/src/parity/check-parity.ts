/**
 * The locale parity check (issue 4): every language has exactly the keys of `en`, non-empty
 * strings with the same placeholders, and is not mostly English.
 *
 * Pure: it takes the parsed locale files and returns a report; `locale-files.test.ts` runs it on
 * `locales/*.json` in `pnpm --filter @agent-portal/i18n test`, so CI fails on any problem.
 */
import { flattenLocale } from "#locale-tree.ts";
import type { ParityOptions, ParityProblem, ParityProblemKind, ParityReport, UntranslatedLanguage } from "./parity-types.ts";
import { pluralBases, requiredPluralKeys, splitPluralKey } from "./plurals.ts";
import { braceProblem, tokensOf, withoutTokens } from "./tokens.ts";

export type { CopiedKey, ParityOptions, ParityProblem, ParityProblemKind, ParityReport, UntranslatedLanguage } from "./parity-types.ts";

/** Default share of English-identical values above which a language is reported (warning). */
export const UNTRANSLATED_WARNING = 0.1;
/** Default share of English-identical values above which a language fails the check. */
export const UNTRANSLATED_FAILURE = 0.3;
/** Product words kept as they are in every language (brand, and abbreviations users say as such). */
export const BRAND_WORDS: readonly string[] = ["Agent Portal", "PK", "KYC", "OK", "ID", "UID", "VIP", "SMS"];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** `true` when `text` has something to translate once tokens, brand words, digits and punctuation are gone. */
function isComparable(text: string, brandWords: readonly string[]): boolean {
  let rest = withoutTokens(text);
  for (const word of brandWords) rest = rest.replace(new RegExp(`\\b${escapeRegExp(word)}\\b`, "g"), " ");
  return /\p{L}/u.test(rest);
}

function sameTokens(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((token, index) => token === b[index]);
}

/** Multiset inclusion of sorted token lists. */
function tokensWithin(part: readonly string[], whole: readonly string[]): boolean {
  const left = [...whole];
  return part.every((token) => {
    const index = left.indexOf(token);
    if (index < 0) return false;
    left.splice(index, 1);
    return true;
  });
}

interface Reference {
  readonly strings: ReadonlyMap<string, string>;
  readonly plain: readonly string[];
  readonly bases: ReadonlySet<string>;
}

function referenceOf(language: string, tree: unknown, problems: ParityProblem[]): Reference {
  const strings = new Map<string, string>();
  for (const [key, value] of flattenLocale(tree)) {
    if (typeof value !== "string") problems.push({ language, key, kind: "notString", message: `${language}: ${key} is not a string` });
    else if (value.trim() === "") problems.push({ language, key, kind: "empty", message: `${language}: ${key} is empty` });
    else strings.set(key, value);
    if (typeof value === "string") {
      const braces = braceProblem(value);
      if (braces) problems.push({ language, key, kind: "braces", message: `${language}: ${key}: ${braces}` });
    }
  }
  const bases = pluralBases(strings.keys());
  const plain = [...strings.keys()].filter((key) => {
    const split = splitPluralKey(key);
    return !(split && bases.has(split.base));
  });
  return { strings, plain, bases };
}

/** The reference text a key of `language` is compared with: the `en` key, or `en`'s `_other` form for a plural key. */
function referenceKeyFor(key: string, reference: Reference): string | null {
  const split = splitPluralKey(key);
  if (split && reference.bases.has(split.base)) return `${split.base}_other`;
  return reference.strings.has(key) ? key : null;
}

function checkLanguage(language: string, tree: unknown, reference: Reference, problems: ParityProblem[]): Map<string, string> {
  const found = flattenLocale(tree);
  const expected = new Set(reference.plain);
  const optional = new Set<string>();
  for (const base of reference.bases) {
    for (const key of requiredPluralKeys(base, language)) expected.add(key);
    optional.add(`${base}_zero`);
  }
  const strings = new Map<string, string>();
  const push = (key: string, kind: ParityProblemKind, message: string) => problems.push({ language, key, kind, message: `${language}: ${key}: ${message}` });
  for (const key of expected) if (!found.has(key)) push(key, "missing", "missing (present in the reference)");
  for (const [key, value] of found) {
    if (!expected.has(key) && !optional.has(key)) {
      push(key, "extra", "not a key of the reference (or a plural form this language does not use)");
      continue;
    }
    if (typeof value !== "string") {
      push(key, "notString", "not a string");
      continue;
    }
    if (value.trim() === "") {
      push(key, "empty", "empty");
      continue;
    }
    const braces = braceProblem(value);
    if (braces) push(key, "braces", braces);
    const referenceKey = referenceKeyFor(key, reference);
    const referenceText = referenceKey === null ? undefined : reference.strings.get(referenceKey);
    if (referenceText !== undefined) {
      const want = tokensOf(referenceText);
      const have = tokensOf(value);
      const isPluralForm = referenceKey !== key;
      const fine = isPluralForm && !key.endsWith("_other") ? tokensWithin(have, want) : sameTokens(have, want);
      if (!fine) push(key, "placeholders", `placeholders ${JSON.stringify(have)} differ from the reference's ${JSON.stringify(want)}`);
    }
    strings.set(key, value);
  }
  return strings;
}

interface Comparison {
  readonly identical: string[];
  readonly comparable: number;
}

function compareWithReference(strings: ReadonlyMap<string, string>, reference: Reference, brandWords: readonly string[]): Comparison {
  const identical: string[] = [];
  let comparable = 0;
  for (const [key, english] of reference.strings) {
    const split = splitPluralKey(key);
    if (split && reference.bases.has(split.base) && split.category !== "other") continue;
    if (!isComparable(english, brandWords)) continue;
    const value = strings.get(key);
    if (value === undefined) continue;
    comparable += 1;
    if (value === english) identical.push(key);
  }
  return { identical, comparable };
}

/**
 * Checks every locale against the reference (`en`).
 *
 * Problems (each fails): a missing key, an extra key, a value that is not a string or is empty,
 * placeholders / `$t()` / tags that differ from the reference, broken `{{` `}}`, and with
 * `languages` given, a missing or unknown locale file. Plural keys (`x_one`, `x_other`) are
 * expected per the language's own CLDR categories; `_zero` is optional; forms other than `_other`
 * may drop placeholders (e.g. "one bean") but never add or rename one.
 *
 * Untranslated: the share of comparable values identical to English; comparable excludes strings
 * made only of placeholders, brand words ({@link BRAND_WORDS}), digits and punctuation. Above
 * `untranslatedWarning` (10 %) the language is reported, above `untranslatedFailure` (30 %) it fails.
 * A key identical to English in more than half of the languages is reported (warning).
 */
export function checkLocaleParity(locales: Readonly<Record<string, unknown>>, options: ParityOptions = {}): ParityReport {
  const referenceLanguage = options.reference ?? "en";
  const warning = options.untranslatedWarning ?? UNTRANSLATED_WARNING;
  const failure = options.untranslatedFailure ?? UNTRANSLATED_FAILURE;
  const brandWords = options.brandWords ?? BRAND_WORDS;
  const problems: ParityProblem[] = [];

  if (options.languages) {
    const listed = new Set(options.languages);
    for (const language of options.languages) {
      if (!(language in locales)) problems.push({ language, key: "*", kind: "missingFile", message: `${language}: no locale file` });
    }
    for (const language of Object.keys(locales)) {
      if (!listed.has(language)) problems.push({ language, key: "*", kind: "unknownFile", message: `${language}: a locale file for a language that is not in the list` });
    }
  }

  const reference = referenceOf(referenceLanguage, locales[referenceLanguage], problems);
  const untranslated: UntranslatedLanguage[] = [];
  const copies = new Map<string, string[]>();
  const others = Object.keys(locales).filter((language) => language !== referenceLanguage);
  for (const language of others) {
    const strings = checkLanguage(language, locales[language], reference, problems);
    const { identical, comparable } = compareWithReference(strings, reference, brandWords);
    for (const key of identical) copies.set(key, [...(copies.get(key) ?? []), language]);
    const ratio = comparable === 0 ? 0 : identical.length / comparable;
    if (ratio > warning) untranslated.push({ language, identicalKeys: identical, comparable, ratio, level: ratio > failure ? "failure" : "warning" });
  }
  const copiedKeys = [...copies].filter(([, languages]) => languages.length > others.length / 2).map(([key, languages]) => ({ key, languages }));
  return { problems, untranslated, copiedKeys, ok: problems.length === 0 && untranslated.every((entry) => entry.level !== "failure") };
}
