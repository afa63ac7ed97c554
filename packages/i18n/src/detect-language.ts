/**
 * Reads the language sources of SPEC section 1 from the browser (query, storage, navigator)
 * without ever throwing: storage may be blocked (privacy mode, sandboxed iframes, webviews).
 */
import type { ActiveLanguage, LanguageCode } from "./languages.ts";
import { LANGUAGE_QUERY_PARAM, LANGUAGE_STORAGE_KEY } from "./languages.ts";
import { resolveLanguage } from "./resolve-language.ts";

/** The part of `Storage` the language choice needs. */
export type LanguageStorage = Pick<Storage, "getItem" | "setItem">;

/** The browser's `localStorage`, or `null` when it is missing or access throws. */
export function browserLanguageStorage(): LanguageStorage | null {
  try {
    return typeof globalThis.localStorage === "undefined" ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

/** The stored `lang` value, or `null` when absent or unreadable. */
export function readStoredLanguage(storage: LanguageStorage | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores `code` under `lang`; a full or blocked storage is ignored (the choice then lasts for the
 * page only). Only supported codes are stored: the pseudo-locale is never persisted.
 */
export function writeStoredLanguage(storage: LanguageStorage | null, code: LanguageCode): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage full or blocked: nothing to do.
  }
}

/** What {@link detectLanguage} reads; every field defaults to the browser's own. */
export interface LanguageEnvironment {
  /** A query string such as `?lang=id&redirect=...`. Default: `location.search`. */
  readonly search?: string;
  /** Default: {@link browserLanguageStorage}. */
  readonly storage?: LanguageStorage | null;
  /** Default: `navigator.languages` (or `[navigator.language]`). */
  readonly navigatorLanguages?: readonly string[];
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  if (navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * Resolves the page language from the environment: `lang` query parameter, stored `lang`,
 * browser languages, then `en` (SPEC section 1). See `resolveLanguage` for the rules; `?lang=en-XA`
 * gives the pseudo-locale.
 */
export function detectLanguage(environment: LanguageEnvironment = {}): ActiveLanguage {
  const search = environment.search ?? (typeof location === "undefined" ? "" : location.search);
  const storage = environment.storage === undefined ? browserLanguageStorage() : environment.storage;
  return resolveLanguage({
    query: new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM),
    stored: readStoredLanguage(storage),
    browser: environment.navigatorLanguages ?? browserLanguages(),
  });
}
