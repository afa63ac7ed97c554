/**
 * The other part of split locale files (the build's `localePreloadPlugin` with `boot`): imported,
 * and so downloaded, only when an app first asks for all its strings (`loadAllStrings`).
 */
import type { i18n as I18nInstance, ResourceKey } from "i18next";
import { fetchJson } from "./locale-backend.ts";
import { FALLBACK_LANGUAGE, PSEUDO_LANGUAGE } from "./languages.ts";

/** Per language code, the download of its other part, in flight or done (a failed one is dropped, to be tried again). */
export type RestDownloads = Map<string, Promise<void>>;

const following = new WeakSet<I18nInstance>();

/**
 * Adds the other part of every split language in `instance`'s store (`restUrls`: its URL per
 * code) that is not in `downloads` yet, deep, so the boot part's keys stay; the pseudo-locale
 * takes English's, pseudo-localised. From the first call on, every language `instance` loads
 * later gets its other part as soon as its boot part is in. Resolves once they are all in;
 * rejects when one fails to download (with an `Error` from `fetchJson`).
 */
export async function addRestParts(instance: I18nInstance, restUrls: ReadonlyMap<string, string>, downloads: RestDownloads, fetchFn: () => typeof fetch): Promise<void> {
  if (!following.has(instance)) {
    following.add(instance);
    // A language loaded from now on (a switch, the English fallback) gets its other part as it arrives.
    instance.on("loaded", () => void addRestParts(instance, restUrls, downloads, fetchFn).catch(() => undefined));
  }
  const codes = [...restUrls.keys(), PSEUDO_LANGUAGE].filter((code) => instance.hasResourceBundle(code, "translation"));
  await Promise.all(codes.map((code) => addRestPart(instance, code, restUrls, downloads, fetchFn)));
}

function addRestPart(instance: I18nInstance, code: string, restUrls: ReadonlyMap<string, string>, downloads: RestDownloads, fetchFn: () => typeof fetch): Promise<void> {
  const known = downloads.get(code);
  if (known) return known;
  const source = code === PSEUDO_LANGUAGE ? FALLBACK_LANGUAGE : code;
  const url = restUrls.get(source);
  if (url === undefined) return Promise.resolve();
  const pending = fetchJson(url, source, fetchFn()).then(async (strings: ResourceKey) => {
    const part = code === PSEUDO_LANGUAGE ? (await import("./pseudo-locale.ts")).pseudoLocalize(strings) : strings;
    instance.addResourceBundle(code, "translation", part, true, true);
  });
  downloads.set(code, pending);
  void pending.catch(() => downloads.delete(code));
  return pending;
}
