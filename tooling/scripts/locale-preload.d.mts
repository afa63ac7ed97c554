/** Types of `locale-preload.mjs`: the page's own locale file, preloaded by a small same-origin script. */
import type { Plugin } from "vite";

/**
 * The build-root file naming the preload script (`script`, its URL, whose tag carries
 * `data-locale-preload`) and the locale URLs (`urls`: `{ code: url }`), for a server that chooses
 * the page's locale file per response.
 */
export declare const LOCALE_PRELOAD_MANIFEST: "locale-preload.json";

/** The content of {@link LOCALE_PRELOAD_MANIFEST}. */
export interface LocalePreloadManifest {
  readonly script: string;
  readonly urls: Record<string, string>;
}

/** `{ code: url }` of the assets of a bundle emitted from `packages/i18n/locales/<code>.json`. */
export declare function localeUrlsOf(bundle: Record<string, { type: string; fileName: string; originalFileNames?: readonly string[] }>, base: string): Record<string, string>;

/** The key of a split locale file's boot part naming its other part, a file beside it. */
export declare const REST_POINTER: "@rest";

/** A key path: its segments, or a dotted string when none of its keys hold a dot. */
export type LocaleKeyPath = string | readonly string[];

/** Splits a locale tree into the keys under the `boot` paths and the others, each nested as before. */
export declare function splitLocale(tree: Record<string, unknown>, boot: readonly LocaleKeyPath[]): { boot: Record<string, unknown>; rest: Record<string, unknown> };

/**
 * Splits each locale asset of a bundle: the asset keeps the boot part with `REST_POINTER` naming
 * `<code>-rest-<hash>.json`, emitted beside it through `emit`.
 */
export declare function splitLocaleAssets(
  bundle: Record<string, { type: string; fileName: string; originalFileNames?: readonly string[]; source?: string | Uint8Array }>,
  boot: readonly LocaleKeyPath[],
  emit: (fileName: string, source: string) => void,
): void;

/**
 * The Vite plugin (build only): bundles `preloadPageLocale` of `@agent-portal/i18n/locale-preload`
 * with the build's locale URLs into `<assetsDir>/locale-preload-<hash>.js` and loads it `async`
 * from `index.html`'s head; it preloads the one locale file the page will use. With `boot`, each
 * locale file is split (`splitLocaleAssets`) and only its boot part is preloaded.
 */
export declare function localePreloadPlugin(options: {
  base: string;
  assetsDir: string;
  /** The key paths the app needs before its first paint: each locale file is split into them (preloaded) and the rest. */
  boot?: readonly LocaleKeyPath[];
}): Plugin;
