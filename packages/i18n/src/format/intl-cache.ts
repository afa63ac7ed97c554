/**
 * Intl formatter objects are costly to build and tables format thousands of cells: one instance
 * per (kind, language, options) is kept and reused.
 */

const cache = new Map<string, unknown>();

/** The cached instance for `key`, built once by `create`. */
export function cached<T>(kind: string, language: string, options: object, create: () => T): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`;
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  const made = create();
  cache.set(key, made);
  return made;
}

/** `Intl.NumberFormat` for `language` and `options`, cached. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("number", language, options, () => new Intl.NumberFormat(language, options));
}

/** `Intl.DateTimeFormat` for `language` and `options`, cached. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached("date", language, options, () => new Intl.DateTimeFormat(language, options));
}
