#!/usr/bin/env node
// @ts-check
/**
 * Codemod for the repository's one import style (`docs/architecture.md`, "Lint zones"): inside a
 * package or app a file imports a file of the same folder (or below) with `./`, and anything else
 * of its own package through the package's `#` subpath imports (`"imports": { "#*": "./src/*" }`),
 * never by climbing with `../`.
 *
 * `node tooling/scripts/import-style.mjs [--check] [folder ...]` rewrites every `../` specifier
 * (static and dynamic imports, `export ... from`, `vi.mock`, `vi.importActual` and their kin) of
 * the `.ts`, `.tsx`, `.js` and `.mjs` files under the folders (default: `apps` and `packages`)
 * whose target lies in a folder of the package's `imports` map (`"#*": "./src/*"`, and e.g.
 * `"#locales/*": "./locales/*"`) to the `#` form, e.g. `#pages/login/login-page.tsx`. It keeps
 * the written extension. Specifiers it cannot rewrite (a target no pattern reaches) are listed
 * and make it exit 1. `--check` rewrites nothing and exits 1 if anything would
 * change. Safe to run again after a merge: a file without `../` specifiers is left alone.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SKIP = new Set(["node_modules", "dist", "coverage", "storybook-static", ".turbo", "test-results", "playwright-report"]);
const EXTENSIONS = /\.(ts|tsx|js|mjs)$/;

/**
 * A module specifier in an import position: `from "x"`, `import "x"`, `import("x")`,
 * `vi.mock("x"`, `vi.importActual<T>("x")`. Group 1 is the lead-in, 2 the quote, 3 the specifier.
 */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)(?:<[^>()]*>)?\(\s*)(["'])(\.\.\/[^"'\n]*)\2/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

/** @typedef {{ prefix: string, dir: string }} Subpath a `"#prefix*": "./dir/*"` entry of a package's `imports` */

/** @type {Map<string, Subpath[]>} */
const packageCache = new Map();

/** The `#` folder patterns of the nearest package above `file`, deepest folder first. */
function subpathsOf(/** @type {string} */ file) {
  let dir = path.dirname(file);
  while (dir.startsWith(repoRoot) && !existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
  const cached = packageCache.get(dir);
  if (cached) return cached;
  const manifest = /** @type {{ imports?: Record<string, unknown> }} */ (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")));
  /** @type {Subpath[]} */
  const subpaths = [];
  for (const [key, target] of Object.entries(manifest.imports ?? {})) {
    if (!key.endsWith("*") || typeof target !== "string" || !target.endsWith("/*")) continue;
    subpaths.push({ prefix: key.slice(0, -1), dir: path.resolve(dir, target.slice(0, -1)) });
  }
  subpaths.sort((a, b) => b.dir.length - a.dir.length);
  packageCache.set(dir, subpaths);
  return subpaths;
}

/**
 * The `#` form of `specifier` written in `file`, or null when its package's `imports` map
 * reaches no folder holding the target.
 * @param {string} file
 * @param {string} specifier
 */
export function subpathFor(file, specifier) {
  const target = path.resolve(path.dirname(file), specifier);
  for (const { prefix, dir } of subpathsOf(file)) {
    const relative = path.relative(dir, target);
    if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) continue;
    return `${prefix}${relative.split(path.sep).join("/")}`;
  }
  return null;
}

/**
 * Rewrites the `../` specifiers of one file's text.
 * @param {string} file absolute path of the file
 * @param {string} text its source
 * @returns {{ text: string, changed: number, left: string[] }}
 */
export function rewrite(file, text) {
  let changed = 0;
  /** @type {string[]} */
  const left = [];
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const subpath = subpathFor(file, specifier);
    if (!subpath) {
      left.push(specifier);
      return whole;
    }
    changed += 1;
    return `${lead}${quote}${subpath}${quote}`;
  });
  return { text: next, changed, left };
}

function main() {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const folders = args.filter((arg) => arg !== "--check");
  const roots = (folders.length > 0 ? folders : ["apps", "packages"]).map((folder) => path.resolve(repoRoot, folder));
  let files = 0;
  let specifiers = 0;
  /** @type {string[]} */
  const problems = [];
  for (const root of roots) {
    const list = statSync(root).isDirectory() ? sourceFiles(root) : [root];
    for (const file of list) {
      const before = readFileSync(file, "utf8");
      const { text, changed, left } = rewrite(file, before);
      for (const specifier of left) problems.push(`${path.relative(repoRoot, file)}: ${specifier} (no # form: add a folder pattern to the package's imports map)`);
      if (changed === 0) continue;
      files += 1;
      specifiers += changed;
      if (!check) writeFileSync(file, text);
    }
  }
  const verb = check ? "would rewrite" : "rewrote";
  console.info(`import-style: ${verb} ${specifiers} specifier(s) in ${files} file(s)`);
  for (const problem of problems) console.error(`import-style: ${problem}`);
  if (problems.length > 0 || (check && specifiers > 0)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
