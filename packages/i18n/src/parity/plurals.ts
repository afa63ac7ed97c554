/**
 * i18next plural keys (`beans_one`, `beans_other`, ...): each language needs the forms of its own
 * CLDR plural categories (`Intl.PluralRules`), not English's. Ordinal plurals are not used.
 */

/** The plural suffixes i18next understands, in CLDR order. */
export const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;

/** One CLDR plural category. */
export type PluralCategory = (typeof PLURAL_SUFFIXES)[number];

const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Splits `beans_one` into `{ base: "beans", category: "one" }`; `null` for a key without a plural suffix. */
export function splitPluralKey(key: string): { base: string; category: PluralCategory } | null {
  const match = SUFFIX.exec(key);
  const category = match?.[1] as PluralCategory | undefined;
  return category ? { base: key.slice(0, -(category.length + 1)), category } : null;
}

/** The plural categories `language` uses for cardinal numbers (`en`: one, other; `ar`: all six; `ja`: other). */
export function pluralCategoriesOf(language: string): readonly PluralCategory[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories as readonly string[];
  return PLURAL_SUFFIXES.filter((category) => categories.includes(category));
}

/**
 * The base keys of `english` that are plural: those with an `_other` form. Any `_one`, `_few`, ...
 * key of such a base is a plural form, not a plain key.
 */
export function pluralBases(englishKeys: Iterable<string>): Set<string> {
  const bases = new Set<string>();
  for (const key of englishKeys) {
    const split = splitPluralKey(key);
    if (split?.category === "other") bases.add(split.base);
  }
  return bases;
}

/**
 * The keys a language must have for one plural base: one per category of the language.
 * `_zero` is also allowed (i18next uses it for a count of 0 in any language) but not required.
 */
export function requiredPluralKeys(base: string, language: string): string[] {
  return pluralCategoriesOf(language).map((category) => `${base}_${category}`);
}
