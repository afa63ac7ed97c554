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
 * The key of a split locale file's boot part that names its other part (`{"@rest": "en-rest-<hash>.json", ...}`,
 * a file name beside the boot part). `@agent-portal/i18n` reads and removes it (`locale-backend.ts`).
 */
export const REST_POINTER = "@rest";

/**
 * Whether a key path is a boot path, an ancestor of one (to be split further), or neither.
 * @param {readonly string[]} path
 * @param {readonly (readonly string[])[]} boot
 * @returns {"boot" | "split" | "rest"}
 */
function placeOf(path, boot) {
  let split = false;
  for (const prefix of boot) {
    const common = Math.min(prefix.length, path.length);
    if (!prefix.slice(0, common).every((segment, index) => segment === path[index])) continue;
    if (prefix.length <= path.length) return "boot";
    split = true;
  }
  return split ? "split" : "rest";
}

/**
 * Splits a locale tree into the strings a page needs before its first paint (`boot`: every key
 * under one of the `boot` paths) and the others (`rest`), each keeping the nesting. A path is a
 * list of key segments (`["errors", "api", "/agent/user/login"]`: keys may hold dots), or a
 * dotted string when none of its keys do (`"welcome.description"`). An empty object is left out.
 * @param {Record<string, unknown>} tree
 * @param {readonly (string | readonly string[])[]} boot
 * @returns {{ boot: Record<string, unknown>; rest: Record<string, unknown> }}
 */
export function splitLocale(tree, boot) {
  const paths = boot.map((path) => (typeof path === "string" ? path.split(".") : path));
  /**
   * @param {Record<string, unknown>} node
   * @param {readonly string[]} at
   * @returns {{ boot: Record<string, unknown>; rest: Record<string, unknown> }}
   */
  const walk = (node, at) => {
    /** @type {Record<string, unknown>} */
    const bootPart = {};
    /** @type {Record<string, unknown>} */
    const restPart = {};
    for (const [key, value] of Object.entries(node)) {
      const path = [...at, key];
      const place = placeOf(path, paths);
      if (place === "boot") bootPart[key] = value;
      else if (place === "rest" || typeof value !== "object" || value === null || Array.isArray(value)) restPart[key] = value;
      else {
        const inner = walk(/** @type {Record<string, unknown>} */ (value), path);
        if (Object.keys(inner.boot).length > 0) bootPart[key] = inner.boot;
        if (Object.keys(inner.rest).length > 0) restPart[key] = inner.rest;
      }
    }
    return { boot: bootPart, rest: restPart };
  };
  return walk(tree, []);
}

/** The first 8 characters of a text's SHA-256, base64url. @param {string} text */
const shortHash = (text) => createHash("sha256").update(text).digest("base64url").slice(0, 8);

/**
 * Splits every locale asset of a bundle (see {@link localeUrlsOf}) by {@link splitLocale}: the
 * asset keeps the boot part, with {@link REST_POINTER} naming a new asset beside it,
 * `<code>-rest-<hash>.json`, that holds the others. `emit` adds an asset to the bundle.
 * @param {Record<string, { type: string; fileName: string; originalFileNames?: readonly string[]; source?: string | Uint8Array }>} bundle
 * @param {readonly (string | readonly string[])[]} boot
 * @param {(fileName: string, source: string) => void} emit
 */
export function splitLocaleAssets(bundle, boot, emit) {
  for (const output of Object.values(bundle)) {
    if (output.type !== "asset") continue;
    const code = (output.originalFileNames ?? []).map((source) => LOCALE_SOURCE.exec(source)?.[1]).find((found) => found !== undefined);
    if (code === undefined) continue;
    const text = typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
    const parts = splitLocale(JSON.parse(text), boot);
    const rest = JSON.stringify(parts.rest);
    const restName = `${code}-rest-${shortHash(rest)}.json`;
    const folder = output.fileName.slice(0, output.fileName.lastIndexOf("/") + 1);
    emit(`${folder}${restName}`, rest);
    output.source = JSON.stringify({ [REST_POINTER]: restName, ...parts.boot });
  }
}

/**
 * The Vite plugin (build only).
 * @param {{ base: string; assetsDir: string; boot?: readonly (string | readonly string[])[] }} options
 *   `base` of the app (`/agent/`) and its `build.assetsDir`; `boot`, when given, the key paths
 *   the app needs before its first paint ({@link splitLocaleAssets}): each locale file is then
 *   two, the preloaded boot part and the rest the app loads with its screens
 *   (`loadAllStrings` of `@agent-portal/i18n`). A locale asset's name then hashes the split with
 *   the source, so a changed split never reuses a cached file's name.
 * @returns {import("vite").Plugin}
 */
export function localePreloadPlugin({ base, assetsDir, boot }) {
  /** @type {string | null} */
  let scriptFile = null;
  /** @type {string} */
  let root = process.cwd();
  return {
    name: "agent-portal:locale-preload",
    apply: "build",
    config() {
      if (boot === undefined) return;
      const split = JSON.stringify(boot);
      return {
        build: {
          rolldownOptions: {
            output: {
              // A locale file's name hashes its source with the split: a changed split never reuses a cached file's name.
              assetFileNames: (/** @type {{ originalFileNames?: readonly string[]; source: string | Uint8Array }} */ asset) =>
                (asset.originalFileNames ?? []).some((source) => LOCALE_SOURCE.test(source))
                  ? `${assetsDir}/[name]-${shortHash(`${split}\n${typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source)}`)}[extname]`
                  : `${assetsDir}/[name]-[hash][extname]`,
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const urls = localeUrlsOf(/** @type {never} */ (bundle), base);
      if (Object.keys(urls).length === 0) return;
      minifyLocaleAssets(/** @type {never} */ (bundle));
      if (boot !== undefined) splitLocaleAssets(/** @type {never} */ (bundle), boot, (fileName, source) => this.emitFile({ type: "asset", fileName, source }));
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
