/**
 * The shape of a locale file as data: nested objects whose leaves are strings, read by i18next
 * as dotted keys (`login.title`, `errors.api./agent/user/login.10001`).
 */

/** A locale file's content: a string leaf or an object of further nodes. */
export type LocaleNode = string | LocaleTree;

/** A locale file, or one of its nested objects. */
export interface LocaleTree {
  readonly [key: string]: LocaleNode;
}

/** Type guard: a plain (non-array) object, i.e. a nested level of a locale file. */
export function isLocaleObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Flattens a nested locale object into dotted keys, as i18next reads them. Leaves that are not
 * objects (strings, and anything malformed such as numbers or arrays) are returned as found, so a
 * checker can report them.
 */
export function flattenLocale(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (isLocaleObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      for (const [inner, leaf] of flattenLocale(value, prefix ? `${prefix}.${key}` : key)) out.set(inner, leaf);
    }
  } else if (prefix !== "") {
    out.set(prefix, node);
  }
  return out;
}
