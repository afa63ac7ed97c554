/**
 * Locale files as hashed static assets, fetched as JSON on demand (SPEC section 1: "Static
 * language files are fetched as JSON").
 *
 * `import.meta.glob(..., { query: "?url&no-inline", eager: true })` turns every `locales/*.json`
 * into a separately emitted, content-hashed asset (`/agent/assets/en-<hash>.json`) and gives this
 * module only the URL strings, so the bundle holds no translations and a page downloads the
 * active language (plus `en`, the fallback) and nothing else. `no-inline` stops Vite from turning a
 * small locale into a base64 data URL inside the bundle.
 */
import type { BackendModule, ReadCallback, ResourceKey } from "i18next";
import type { LanguageCode } from "./languages.ts";
import { FALLBACK_LANGUAGE, PSEUDO_LANGUAGE, isLanguageCode } from "./languages.ts";

/** Locale file URL per supported code, for the files that exist. */
export type LocaleUrls = Readonly<Partial<Record<LanguageCode, string>>>;

const globbed = import.meta.glob<string>("../locales/*.json", { query: "?url&no-inline", import: "default", eager: true });

function fromGlob(entries: Readonly<Record<string, string>>): LocaleUrls {
  const urls: Partial<Record<LanguageCode, string>> = {};
  for (const [path, url] of Object.entries(entries)) {
    const code = /([^/]+)\.json$/.exec(path)?.[1];
    if (isLanguageCode(code)) urls[code] = url;
  }
  return urls;
}

/** The bundled locale files' URLs (hashed in a production build). A language without a file is absent. */
export const bundledLocaleUrls: LocaleUrls = fromGlob(globbed);

function isResourceObject(value: unknown): value is ResourceKey {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Downloads one locale file. Resolves to `{}` for a supported language that has no file yet (its
 * keys then fall back to `en`); rejects with an `Error` on an HTTP failure or a body that is not a
 * JSON object.
 */
export async function fetchLocale(code: string, urls: LocaleUrls, fetchFn: typeof fetch): Promise<ResourceKey> {
  const url = isLanguageCode(code) ? urls[code] : undefined;
  return url === undefined ? {} : fetchJson(url, code, fetchFn);
}

/**
 * The key of a split locale file's boot part that names its other part, a file beside it
 * (`{"@rest": "en-rest-<hash>.json", ...}`; the build's `localePreloadPlugin` with `boot`). An
 * unsplit file (development, tests) has none and holds every string.
 */
export const REST_POINTER = "@rest";

/** The i18next backend of {@link createLocaleBackend}, and the other part of each split language it loaded. */
export interface LocaleBackend {
  readonly backend: BackendModule;
  /** Per language code, the absolute URL of the other part of its split file (`locale-rest.ts` adds them). */
  readonly restUrls: ReadonlyMap<string, string>;
}

/**
 * An i18next backend that reads the single `translation` namespace through {@link fetchLocale}.
 * i18next calls it for the active language and for the fallback `en`, once each. Downloads are
 * shared per language while in flight or loaded, so the pseudo-locale (`en-XA`, built from `en`)
 * and the fallback `en` cost one request; a failed download is retried on the next read.
 *
 * A split file's boot part (with {@link REST_POINTER}) is given to i18next without the pointer,
 * whose URL goes to `restUrls`.
 */
export function createLocaleBackend(urls: LocaleUrls, fetchFn: () => typeof fetch): LocaleBackend {
  const loaded = new Map<string, Promise<ResourceKey>>();
  const restUrls = new Map<string, string>();
  const takeRest = (code: string, body: ResourceKey): ResourceKey => {
    const { [REST_POINTER]: pointer, ...strings } = body as Record<string, unknown>;
    const url = isLanguageCode(code) ? urls[code] : undefined;
    if (typeof pointer !== "string" || url === undefined) return body;
    restUrls.set(code, new URL(pointer, new URL(url, typeof location === "undefined" ? "http://localhost/" : location.href)).href);
    return strings;
  };
  const load = (code: string): Promise<ResourceKey> => {
    const known = loaded.get(code);
    if (known) return known;
    const pending = code === PSEUDO_LANGUAGE ? loadPseudoLocale(() => load(FALLBACK_LANGUAGE)) : fetchLocale(code, urls, fetchFn()).then((body) => takeRest(code, body));
    loaded.set(code, pending);
    void pending.catch(() => loaded.delete(code));
    return pending;
  };
  return {
    restUrls,
    backend: {
      type: "backend",
      callbackApi: true,
      init() {
        // Nothing to configure: URLs and fetch are bound at creation.
      },
      read(language: string, namespace: string, callback: ReadCallback) {
        if (namespace !== "translation") {
          callback(null, {});
          return;
        }
        load(language).then(
          (data) => callback(null, data),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
      },
    },
  };
}

/** Downloads a locale file or part by URL; rejects with an `Error` on an HTTP failure or a body that is not a JSON object. */
export async function fetchJson(url: string, code: string, fetchFn: typeof fetch): Promise<ResourceKey> {
  const response = await fetchFn(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Locale ${code} failed to load: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isResourceObject(body)) throw new Error(`Locale ${code} is not a JSON object`);
  return body;
}

/**
 * Loads the pseudo-locale: the `en` file through `loadEnglish`, pseudo-localised by a module that
 * is imported (and so downloaded) only now.
 */
async function loadPseudoLocale(loadEnglish: () => Promise<ResourceKey>): Promise<ResourceKey> {
  const [english, { pseudoLocalize }] = await Promise.all([loadEnglish(), import("./pseudo-locale.ts")]);
  return pseudoLocalize(english);
}
