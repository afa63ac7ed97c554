/**
 * The page's own locale file, preloaded by the HTML response itself (SPEC section 1: the page
 * language comes from the `lang` query, the stored `lang`, then the browser's languages).
 *
 * Each app's build writes `locale-preload.json` beside its `index.html`
 * (`{ script, urls }`, `@agent-portal/scripts/locale-preload`), and its `index.html` loads a small
 * script (`<script async data-locale-preload src=…>`) that resolves the language in the browser and
 * adds the preload link, one request after the page. This server already knows the language: the
 * `lang` query, the `lang` cookie the app writes with its stored choice
 * (`@agent-portal/i18n/language-cookie`) and `Accept-Language`, resolved by the app's own rules
 * (`resolveLanguage`). So it replaces that script's tag by
 * `<link rel="preload" as="fetch" crossorigin="anonymous" href="<the language's file>">`, and the
 * locale download starts with the page's first bytes. A build without the manifest, or a language
 * without a file, is served unchanged (the script then does the work).
 */
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Context } from "hono";
import { accepts } from "hono/accepts";
import { getCookie } from "hono/cookie";
import { LANGUAGE_COOKIE } from "@agent-portal/i18n/language-cookie";
import { FALLBACK_LANGUAGE, LANGUAGE_QUERY_PARAM, PSEUDO_LANGUAGE } from "@agent-portal/i18n/languages";
import { resolveLanguage } from "@agent-portal/i18n/resolve-language";

/** The manifest's file name at the root of a build (`LOCALE_PRELOAD_MANIFEST` of the build plugin). */
export const LOCALE_PRELOAD_MANIFEST = "locale-preload.json";

/** `locale-preload.json`: the preload script's URL and `{ code: url }` of the locale files. */
export interface LocalePreloadManifest {
  readonly script: string;
  readonly urls: Readonly<Record<string, string>>;
}

const manifests = new Map<string, { mtimeMs: number; manifest: LocalePreloadManifest | null }>();

function isManifest(value: unknown): value is LocalePreloadManifest {
  if (typeof value !== "object" || value === null) return false;
  const { script, urls } = value as { script?: unknown; urls?: unknown };
  return typeof script === "string" && typeof urls === "object" && urls !== null && Object.values(urls).every((url) => typeof url === "string");
}

/** The manifest of the build in `dist`, or `null` when there is none (or it is not one); re-read when the file changes. */
export async function readLocalePreloadManifest(dist: string): Promise<LocalePreloadManifest | null> {
  const path = join(dist, LOCALE_PRELOAD_MANIFEST);
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
  const cached = manifests.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  const manifest = await readFile(path, "utf8")
    .then((text): unknown => JSON.parse(text))
    .then((parsed) => (isManifest(parsed) ? parsed : null))
    .catch(() => null);
  manifests.set(path, { mtimeMs, manifest });
  return manifest;
}

/** The request's `Accept-Language` entries with a quality above 0, most preferred first (ties keep their order). */
export function acceptedLanguages(c: Context): string[] {
  const ranked = accepts(c, {
    header: "Accept-Language",
    supports: [],
    default: "",
    match: (offered) =>
      offered
        .filter((entry) => entry.q > 0 && entry.type !== "*")
        .sort((a, b) => b.q - a.q)
        .map((entry) => entry.type)
        .join(","),
  });
  return ranked === "" ? [] : ranked.split(",");
}

/** The language code whose file the page will load: the app's own resolution, the pseudo-locale reading English. */
export function pageLanguage(c: Context): string {
  const language = resolveLanguage({
    query: c.req.query(LANGUAGE_QUERY_PARAM) ?? null,
    stored: getCookie(c, LANGUAGE_COOKIE) ?? null,
    browser: acceptedLanguages(c),
  });
  return language === PSEUDO_LANGUAGE ? FALLBACK_LANGUAGE : language;
}

const PRELOAD_SCRIPT_TAG = /<script\b[^>]*\bdata-locale-preload\b[^>]*><\/script>/;

/**
 * `html` with its locale-preload script replaced by the preload link of `language`'s file, or
 * unchanged when the manifest has no file for it or the page has no such script.
 */
export function withLocalePreload(html: string, manifest: LocalePreloadManifest, language: string): string {
  const href = manifest.urls[language];
  if (href === undefined) return html;
  const escaped = href.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
  return html.replace(PRELOAD_SCRIPT_TAG, `<link rel="preload" href="${escaped}" as="fetch" crossorigin="anonymous">`);
}
