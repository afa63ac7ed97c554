#!/usr/bin/env node
/**
 * `pnpm lint:workspace`: the lint of every workspace package whose `lint` script is `eslint .`,
 * in two ESLint processes instead of one per package: the apps (`apps/*`) and the libraries
 * (`packages/*`, `tooling/*`), run at the same time. Each file is still linted by its own
 * package's `eslint.config.ts` (ESLint 10 looks the configuration up from the file), so the
 * rules and the files are those of `pnpm lint` (`turbo run lint`, one process per package).
 *
 * Why: typed linting builds a TypeScript program for each package, and each package's program
 * holds the sources of the workspace packages it imports and the same type packages of
 * `node_modules`. In one process, typescript-eslint's one project service parses a shared file
 * once for every package that reads it, and `import-x`'s module cache is shared too. Measured on
 * a quiet machine (2026-11-28): 266 s of processor time in two processes against 421 s in twelve.
 * One process for all twelve ran out of its 4 GB heap; each group peaks near 3.5 GB.
 *
 *   node tooling/scripts/lint-workspace.mjs [--exclude <package name>]...
 *
 * Exits 1 when either group reports a problem (ESLint's own output says which), 2 on bad usage.
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** ESLint's command-line entry, as the shared ESLint configuration package installs it. */
const eslintBin = (() => {
  const require = createRequire(path.join(root, "tooling/eslint/package.json"));
  const manifest = require.resolve("eslint/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  return path.join(path.dirname(manifest), typeof bin === "string" ? bin : bin.eslint);
})();

/** Heap of each ESLint process, MB: a group peaks near 3.5 GB, above Node's default limit. */
const HEAP_MB = 6144;

const args = process.argv.slice(2);
const excluded = new Set();
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === "--exclude" && args[i + 1]) excluded.add(args[(i += 1)]);
  else {
    console.error(`usage: lint-workspace.mjs [--exclude <package name>]...; not understood: ${args[i]}`);
    process.exit(2);
  }
}

/** The folders of the workspace packages linted with `eslint .`, but the excluded ones. */
function lintedFolders() {
  const folders = [];
  for (const parent of ["apps", "packages", "tooling"]) {
    for (const name of readdirSync(path.join(root, parent)).sort()) {
      const manifestPath = path.join(root, parent, name, "package.json");
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
      if (excluded.has(manifest.name)) continue;
      const lint = manifest.scripts?.lint;
      if (lint === undefined) continue;
      if (lint !== "eslint .") throw new Error(`${parent}/${name}: its lint script is "${lint}", not "eslint .": lint-workspace.mjs cannot run it`);
      folders.push(`${parent}/${name}`);
    }
  }
  return folders;
}

/** Runs one ESLint process over `folders`; resolves to its exit code. */
function lintGroup(label, folders) {
  const started = Date.now();
  console.log(`lint ${label}: ${folders.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${String(HEAP_MB)}`, eslintBin, ...folders], { cwd: root, stdio: "inherit" });
    child.on("exit", (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`lint ${label}: ${code === 0 ? "ok" : `failed (${signal ?? String(code)})`} in ${String(seconds)} s`);
      resolve(code ?? 1);
    });
  });
}

const folders = lintedFolders();
const groups = [
  ["apps", folders.filter((folder) => folder.startsWith("apps/"))],
  ["libraries", folders.filter((folder) => !folder.startsWith("apps/"))],
].filter(([, group]) => group.length > 0);
const codes = await Promise.all(groups.map(([label, group]) => lintGroup(label, group)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
