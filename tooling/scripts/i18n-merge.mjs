#!/usr/bin/env node
/**
 * Merges locale strings into packages/i18n/locales/<lang>.json, safely while others do the same.
 *
 *   node tooling/scripts/i18n-merge.mjs strings.json [--force]
 *
 * `strings.json` maps language codes to nested key objects:
 *   { "en": { "phoneAuth": { "title": "Bind phone" } }, "id": { "phoneAuth": { "title": "Tautkan ponsel" } } }
 *
 * Keys are deep-merged; an existing value is kept unless --force. Files are rewritten with
 * 2-space indentation and a trailing newline. A lock directory serialises concurrent runs.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const localesDir = path.join(root, "packages/i18n/locales");
const lockDir = path.join(localesDir, ".merge-lock");

const [input, ...flags] = process.argv.slice(2);
if (!input) {
  console.error("usage: i18n-merge.mjs <strings.json> [--force]");
  process.exit(2);
}
const force = flags.includes("--force");
const incoming = JSON.parse(fs.readFileSync(input, "utf8"));

const isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function merge(target, source, trail, conflicts) {
  for (const [key, value] of Object.entries(source)) {
    const here = [...trail, key].join(".");
    if (isObject(value)) {
      if (target[key] !== undefined && !isObject(target[key])) conflicts.push(here);
      else merge((target[key] ??= {}), value, [...trail, key], conflicts);
    } else if (target[key] === undefined || force) {
      target[key] = value;
    } else if (target[key] !== value) {
      conflicts.push(here);
    }
  }
}

async function withLock(fn) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      fs.mkdirSync(lockDir);
      try {
        return fn();
      } finally {
        fs.rmSync(lockDir, { recursive: true, force: true });
      }
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Could not take ${lockDir} within 60 s; remove it if no merge is running.`);
}

await withLock(() => {
  for (const [lang, strings] of Object.entries(incoming)) {
    const file = path.join(localesDir, `${lang}.json`);
    const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
    const conflicts = [];
    merge(current, strings, [], conflicts);
    fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
    if (conflicts.length > 0) console.warn(`${lang}: kept existing values for ${conflicts.join(", ")} (use --force to replace)`);
  }
  console.info(`merged ${Object.keys(incoming).length} language(s) into ${path.relative(root, localesDir)}`);
});
