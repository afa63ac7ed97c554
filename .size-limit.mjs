// @ts-check
/**
 * Size budgets (issue 8, item 1), checked by `pnpm size` (and in `pnpm test:all`) with
 * `size-limit` and `@size-limit/file` only (gzip level 9; no bundling, no browser).
 *
 * The checks are derived from each built app's `dist/chunk-report.json`, which the build writes
 * (`tooling/scripts/chunk-report.mjs`, a Vite plugin in the app's `vite.config.ts`):
 *
 * - portal: the JavaScript loaded before the login route renders (what `index.html` references,
 *   i.e. the entry and its static imports, plus the login screen's chunk and its static imports)
 *   at most 150 KiB gzipped;
 * - every JavaScript chunk at most 100 KiB gzipped;
 * - each screen's own chunk (a lazily loaded module of `src/pages/` or `src/layouts/`) at most
 *   60 KiB gzipped;
 * - mobile webview: its entry (what its `index.html` references: the entry, its static imports
 *   and the modulepreloads of the first screen) at most 150 KiB gzipped; the JavaScript the apply
 *   form paints with (the entry and the apply form's chunk graph: the page paints before the data
 *   layer, the forms and the overlays, which must stay out of that graph) at most 160 KiB gzipped;
 *   and the same chunk and screen budgets (from its chunk report, `apps/mobile-webview/vite.config.ts`).
 *
 * Paths are relative to this file (the repository root). Both apps must be built first
 * (`pnpm size` builds them); a missing build or chunk report is an error, never a skipped check.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));

/** Budgets, in size-limit's units (KiB = 1024 bytes). */
export const BUDGETS = {
  beforeLoginRoute: "150 KiB",
  mobileEntry: "150 KiB",
  beforeApplyFormPaint: "160 KiB",
  chunk: "100 KiB",
  screen: "60 KiB",
};

/**
 * @typedef {{ name: string; path: string | string[]; limit: string; gzip: true }} Check
 * @typedef {import("./tooling/scripts/chunk-report.d.mts").ChunkReport} ChunkReport
 */

/**
 * Reads an app's chunk report, or null when it has none.
 * @param {string} dist
 * @returns {ChunkReport | null}
 */
function readReport(dist) {
  const file = join(dist, "chunk-report.json");
  return existsSync(file) ? /** @type {ChunkReport} */ (JSON.parse(readFileSync(file, "utf8"))) : null;
}

/**
 * The scripts an `index.html` references (`<script src>`, module or classic such as the locale
 * preload script, and `<link rel="modulepreload" href>`), as paths inside `dist`.
 * @param {string} dist
 * @returns {string[]}
 */
function htmlScripts(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  /** @type {Set<string>} */
  const files = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = tag.startsWith("<script") || /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+\.m?js)"/.exec(tag)?.[1];
    if (isScript && url !== undefined) files.add(fileInDist(dist, url));
  }
  return [...files];
}

/**
 * The file of `dist` an absolute URL path names, whatever the app's base path: `/agent/assets/a.js`
 * -> `assets/a.js` (leading segments are dropped until the file exists).
 * @param {string} dist
 * @param {string} url
 */
function fileInDist(dist, url) {
  const segments = url.split("?")[0]?.split("/").filter(Boolean) ?? [];
  for (let start = 0; start < segments.length; start += 1) {
    const candidate = segments.slice(start).join("/");
    if (existsSync(join(dist, candidate))) return candidate;
  }
  throw new Error(`${url} (referenced by ${join(dist, "index.html")}) is not in ${dist}.`);
}

/**
 * The checks of one app's chunks: each chunk <= 100 KiB, each screen chunk <= 60 KiB.
 * @param {string} label
 * @param {string} dist
 * @param {ChunkReport} report
 * @returns {Check[]}
 */
function chunkChecks(label, dist, report) {
  /** @type {Check[]} */
  const checks = [];
  for (const chunk of report.chunks) {
    const path = relative(root, join(dist, chunk.file));
    checks.push({ name: `${label}: chunk ${chunk.file} (any chunk)`, path, limit: BUDGETS.chunk, gzip: true });
    if (chunk.isScreen) {
      checks.push({ name: `${label}: screen chunk of ${chunk.facadeModule ?? chunk.file}`, path, limit: BUDGETS.screen, gzip: true });
    }
  }
  return checks;
}

/**
 * The check of one route's chunk graph (the entry, its static imports and the route's lazy chunk
 * with its static imports, from the chunk report's `routes`).
 * @param {string} name
 * @param {string} dist
 * @param {ChunkReport} report
 * @param {string} route
 * @param {string} limit
 * @returns {Check}
 */
function routeCheck(name, dist, report, route, limit) {
  const measured = report.routes[route];
  if (measured === undefined) throw new Error(`The chunk report of ${relative(root, dist)} measures no ${route} route (chunkReportPlugin routes).`);
  return { name, path: measured.files.map((file) => relative(root, join(dist, file))), limit, gzip: true };
}

/** @returns {Check[]} */
function portalChecks() {
  const dist = join(root, "apps/portal/dist");
  const report = readReport(dist);
  if (report === null) {
    throw new Error("apps/portal/dist/chunk-report.json is missing: build the portal first (`pnpm size` builds it).");
  }
  return [
    routeCheck("portal: JavaScript before the login route renders (entry + static imports + login chunk graph)", dist, report, "Login", BUDGETS.beforeLoginRoute),
    ...chunkChecks("portal", dist, report),
  ];
}

/** @returns {Check[]} */
function mobileChecks() {
  const dist = join(root, "apps/mobile-webview/dist");
  if (!existsSync(join(dist, "index.html"))) {
    throw new Error("apps/mobile-webview/dist/index.html is missing: build the webview first (`pnpm size` builds it).");
  }
  const report = readReport(dist);
  if (report === null) throw new Error("apps/mobile-webview/dist/chunk-report.json is missing: its build writes it (chunkReportPlugin).");
  // What index.html references must all be measured (the report's initial files are its closure).
  const entryFiles = [...new Set([...report.initial.files, ...htmlScripts(dist)])];
  if (entryFiles.length === 0) throw new Error("apps/mobile-webview/dist/index.html references no module script.");
  return [
    {
      name: "mobile-webview: entry JavaScript (what index.html references)",
      path: entryFiles.map((file) => relative(root, join(dist, file))),
      limit: BUDGETS.mobileEntry,
      gzip: true,
    },
    routeCheck("mobile-webview: JavaScript the apply form paints with (entry + static imports + apply form chunk graph)", dist, report, "ApplyForm", BUDGETS.beforeApplyFormPaint),
    ...chunkChecks("mobile-webview", dist, report),
  ];
}

export default [...portalChecks(), ...mobileChecks()];
