// @ts-check
/**
 * Preloads the page's own locale file (issue 26, SPEC section 1), shared by the portal's and the
 * webview's `vite.config.ts`.
 *
 * Which language a page uses is known only in the browser (the `lang` query, the stored choice,
 * the browser's languages), so `index.html` cannot name the file. This plugin bundles
 * `preloadPageLocale` of `@agent-portal/i18n/locale-preload` (the app's own language resolution)
 * with the build's hashed locale URLs into one small classic script (`locale-preload-<hash>.js` in
 * the assets folder), and adds `<script async src="...">` to the head: it runs as soon as it arrives, without
 * blocking the page or waiting for the entry's modules, and adds
 * `<link rel="preload" as="fetch" crossorigin>` for that one file. It comes from the page's
 * origin, so the strict CSP (`script-src 'self'`, no inline script) allows it; its first line is
 * V8's compile hint, like every chunk run on load. It also writes {@link LOCALE_PRELOAD_MANIFEST}
 * for servers that choose the file per response, and writes the locale files without whitespace
 * ({@link minifyLocaleAssets}).
 */
import { createHash } from "node:crypto";
import { build } from "vite";
import { EAGER_COMPILE_HINT } from "./compile-hints.mjs";

const ENTRY_ID = "\0agent-portal:locale-preload-entry";

/**
 * The file, at the root of the build, naming the preload script and the locale URLs:
 * `{ "script": "/agent/assets/locale-preload-<hash>.js", "urls": { "<code>": "/agent/assets/<code>-<hash>.json" } }`.
 * A server that resolves the page's language itself (the `lang` query, the `lang` cookie the app
 * writes, `Accept-Language`) replaces the script's tag (marked `data-locale-preload`) by
 * `<link rel="preload" as="fetch" crossorigin="anonymous">` for that one file.
 * @typedef {{ script: string; urls: Record<string, string> }} LocalePreloadManifest
 */
export const LOCALE_PRELOAD_MANIFEST = "locale-preload.json";

/** A locale file of `@agent-portal/i18n`: `packages/i18n/locales/<code>.json`. */
const LOCALE_SOURCE = /[\\/]packages[\\/]i18n[\\/]locales[\\/]([A-Za-z]+(?:-[A-Za-z]+)?)\.json$/;

/**
 * The locale files of a bundle: `{ code: url }` for every asset emitted from
 * `packages/i18n/locales/<code>.json`.
 * @param {Record<string, { type: string; fileName: string; originalFileNames?: readonly string[] }>} bundle
 * @param {string} base
 * @returns {Record<string, string>}
 */
export function localeUrlsOf(bundle, base) {
  /** @type {Record<string, string>} */
  const urls = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== "asset") continue;
    for (const source of output.originalFileNames ?? []) {
      const code = LOCALE_SOURCE.exec(source)?.[1];
      if (code) urls[code] = `${base}${output.fileName}`;
    }
  }
  return urls;
}

/**
 * Writes every locale asset of a bundle (see {@link localeUrlsOf}) without whitespace: the source
 * files are indented for people (115 KiB for English), the page needs only the data (91 KiB;
 * 1 KiB less after Brotli, and less to parse before the first paint). The file name keeps the
 * hash of the source: the same source always gives the same minified file.
 * @param {Record<string, { type: string; fileName: string; originalFileNames?: readonly string[]; source?: string | Uint8Array }>} bundle
 */
export function minifyLocaleAssets(bundle) {
  for (const output of Object.values(bundle)) {
    if (output.type !== "asset" || !(output.originalFileNames ?? []).some((source) => LOCALE_SOURCE.test(source))) continue;
    const text = typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
    output.source = JSON.stringify(JSON.parse(text));
  }
}

/**
 * The Vite plugin (build only).
 * @param {{ base: string; assetsDir: string }} options `base` of the app (`/agent/`) and its
 *   `build.assetsDir`.
 * @returns {import("vite").Plugin}
 */
export function localePreloadPlugin({ base, assetsDir }) {
  /** @type {string | null} */
  let scriptFile = null;
  /** @type {string} */
  let root = process.cwd();
  return {
    name: "agent-portal:locale-preload",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const urls = localeUrlsOf(/** @type {never} */ (bundle), base);
      if (Object.keys(urls).length === 0) return;
      minifyLocaleAssets(/** @type {never} */ (bundle));
      const result = await build({
        configFile: false,
        root,
        logLevel: "silent",
        plugins: [
          {
            name: "agent-portal:locale-preload-entry",
            resolveId: (id) => (id === ENTRY_ID ? id : null),
            load: (id) => (id === ENTRY_ID ? `import { preloadPageLocale } from "@agent-portal/i18n/locale-preload";\npreloadPageLocale(${JSON.stringify(urls)});\n` : null),
          },
        ],
        build: {
          write: false,
          target: "es2022",
          minify: true,
          rolldownOptions: { input: ENTRY_ID, output: { format: "iife" } },
        },
      });
      const outputs = Array.isArray(result) ? result.flatMap((entry) => entry.output) : "output" in result ? result.output : [];
      const chunk = outputs.find((output) => output.type === "chunk");
      if (!chunk || chunk.type !== "chunk") throw new Error("locale-preload: the preload script was not built");
      // It runs at once on load: V8's compile hint first, as every eagerly run chunk (compile-hints.mjs).
      const source = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
      const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
      scriptFile = `${assetsDir}/locale-preload-${hash}.js`;
      this.emitFile({ type: "asset", fileName: scriptFile, source });
      // For a server that knows the language before the page runs (the sandbox's static serving):
      // it swaps the script for the preload link itself, one request fewer.
      /** @type {LocalePreloadManifest} */
      const manifest = { script: `${base}${scriptFile}`, urls };
      this.emitFile({ type: "asset", fileName: LOCALE_PRELOAD_MANIFEST, source: `${JSON.stringify(manifest)}\n` });
    },
    transformIndexHtml: {
      order: "post",
      handler() {
        if (scriptFile === null) return [];
        return [{ tag: "script", attrs: { async: true, src: `${base}${scriptFile}`, "data-locale-preload": true }, injectTo: "head-prepend" }];
      },
    },
  };
}
