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

/**
 * The Vite plugin (build only): bundles `preloadPageLocale` of `@agent-portal/i18n/locale-preload`
 * with the build's locale URLs into `<assetsDir>/locale-preload-<hash>.js` and loads it `async`
 * from `index.html`'s head; it preloads the one locale file the page will use.
 */
export declare function localePreloadPlugin(options: { base: string; assetsDir: string }): Plugin;
