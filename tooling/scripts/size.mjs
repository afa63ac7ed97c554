#!/usr/bin/env node
// @ts-check
/**
 * `pnpm size` (after the apps' build): runs size-limit over `.size-limit.mjs` and prints, for each
 * budget, its limit, the measured size that comes closest to it and the room left (gzip, KiB of
 * 1024 bytes), then every check that failed. Exits 1 when a check fails, 2 when size-limit could
 * not run. size-limit itself prints nothing here: its JSON answer is read instead.
 */
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const config = join(here, "../../.size-limit.mjs");

/** @typedef {{ name: string; passed: boolean; size: number; sizeLimit: number }} Result */

/** The budgets, in the order printed: which checks each one covers (by the check's name). */
const BUDGETS = [
  { name: "Portal: JavaScript before the login route renders", matches: (/** @type {string} */ check) => check.startsWith("portal: JavaScript before the login route") },
  { name: "Webview: entry JavaScript", matches: (/** @type {string} */ check) => check.startsWith("mobile-webview: entry JavaScript") },
  {
    name: "Webview: JavaScript the apply form paints with",
    matches: (/** @type {string} */ check) => check.startsWith("mobile-webview: JavaScript the apply form paints with"),
  },
  { name: "Any chunk (the largest)", matches: (/** @type {string} */ check) => check.endsWith("(any chunk)") },
  { name: "A screen's own chunk (the largest)", matches: (/** @type {string} */ check) => check.includes(": screen chunk of ") },
];

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const run = spawnSync(process.execPath, [join(here, "node_modules/size-limit/bin.js"), "--config", config, "--json"], { encoding: "utf8", cwd: here });
/** @type {Result[]} */
let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  console.error(run.stderr || run.stdout || "size-limit gave no answer");
  process.exit(2);
}

const rows = BUDGETS.map((budget) => {
  const covered = results.filter((result) => budget.matches(result.name));
  const closest = covered.reduce(
    (/** @type {Result | null} */ best, result) => (best === null || result.sizeLimit - result.size < best.sizeLimit - best.size ? result : best),
    null,
  );
  return { budget, covered, closest };
});
console.log("| Budget (gzip) | Limit | Measured (closest to its limit) | Room left | Checks |");
console.log("| --- | ---: | ---: | ---: | ---: |");
for (const { budget, covered, closest } of rows) {
  if (closest === null) {
    console.log(`| ${budget.name} | – | – | – | 0 |`);
    continue;
  }
  const room = closest.sizeLimit - closest.size;
  console.log(
    `| ${budget.name} | ${kib(closest.sizeLimit)} | ${kib(closest.size)} | ${room < 0 ? `**${kib(room)}**` : kib(room)} (${String(room)} B) | ${String(covered.length)} |`,
  );
}
for (const { budget, closest } of rows) if (closest !== null) console.log(`  ${budget.name}: ${closest.name}`);

const failed = results.filter((result) => !result.passed);
if (failed.length > 0) {
  console.error(`\n${String(failed.length)} size budget(s) exceeded:`);
  for (const result of failed) console.error(`  ${result.name}: ${kib(result.size)} > ${kib(result.sizeLimit)} (${String(result.size - result.sizeLimit)} B over)`);
  process.exit(1);
}
console.log(`\nAll ${String(results.length)} size checks pass.`);
