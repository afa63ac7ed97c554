// @ts-check
/**
 * Writes the bench's figures into `docs/performance.md`, between the markers
 * `<!-- bench:start -->` and `<!-- bench:end -->` (the rest of the file is kept; the file is
 * created with the section when missing).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { INP_TARGET_MS } from "./inp.mjs";

export const START = "<!-- bench:start -->";
export const END = "<!-- bench:end -->";
/** The markers of the alternating comparison of two builds (`compareSection`). */
export const COMPARE_START = "<!-- bench-compare:start -->";
export const COMPARE_END = "<!-- bench-compare:end -->";

/** Lighthouse targets of issue 8. */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, tbtMs: 200, cls: 0.02 };

/** @param {boolean} ok */
const mark = (ok) => (ok ? "✓" : "✗ miss");

/** @param {import("./lighthouse-runs.mjs").PageFigures} figures */
const jsBeforePaint = (figures) =>
  `${String(figures.jsBeforePaint.files)} files, ${figures.jsBeforePaint.transferKiB.toFixed(1)} KiB (${figures.jsBeforePaint.decodedKiB.toFixed(1)} KiB decoded)`;

/** @param {readonly number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};

/**
 * The Markdown section of an alternating bench of two builds (`BENCH_BASELINE_PORTAL_DIST`,
 * `BENCH_BASELINE_WEBVIEW_DIST`): per page, each build's runs in the order they ran (the two builds
 * alternate, run by run, so a machine's slow spell hits both), their medians and spread.
 * @param {{
 *   date: string;
 *   environment: string;
 *   baseline: string;
 *   pages: { name: string; path: string; baseline: import("./lighthouse-runs.mjs").PageFigures[]; current: import("./lighthouse-runs.mjs").PageFigures[] }[];
 * }} bench
 */
export function compareSection(bench) {
  const lines = [
    COMPARE_START,
    `## Alternating bench (${bench.date})`,
    "",
    `Written by \`pnpm bench\` with a baseline build (${bench.baseline}) on ${bench.date}: for each page, one Lighthouse run of the baseline, then one of the current build, and again, until each has its runs (Lighthouse ${bench.environment}). Medians, with each build's range in brackets.`,
    "",
    "| Page | Build | Performance | TBT | LCP | FCP | Script (observed) | JS before first paint (KiB on the wire) | Runs (performance) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  /** @param {readonly number[]} values @param {(value: number) => string} format */
  const spread = (values, format) => `${format(median(values))} [${format(Math.min(...values))}–${format(Math.max(...values))}]`;
  for (const page of bench.pages) {
    for (const [build, runs] of /** @type {const} */ ([
      ["baseline", page.baseline],
      ["current", page.current],
    ])) {
      lines.push(
        `| ${page.name} \`${page.path}\` | ${build} | ${spread(
          runs.map((run) => run.performance),
          String,
        )} | ${spread(
          runs.map((run) => run.tbtMs),
          (value) => `${value.toFixed(0)} ms`,
        )} | ${spread(
          runs.map((run) => run.lcpMs / 1000),
          (value) => `${value.toFixed(2)} s`,
        )} | ${spread(
          runs.map((run) => run.fcpMs / 1000),
          (value) => `${value.toFixed(2)} s`,
        )} | ${spread(
          runs.map((run) => run.scriptMs),
          (value) => `${value.toFixed(0)} ms`,
        )} | ${spread(
          runs.map((run) => run.jsBeforePaint.transferKiB),
          (value) => value.toFixed(1),
        )} | ${runs.map((run) => String(run.performance)).join(", ")} |`,
      );
    }
  }
  lines.push("", "A change is slower only where its range lies above the baseline's; overlapping ranges are the bench's own spread.", COMPARE_END);
  return lines.join("\n");
}

/**
 * The Markdown section.
 * @param {{
 *   date: string;
 *   environment: string;
 *   pages: { key?: string; name: string; path: string; figures: import("./lighthouse-runs.mjs").PageFigures & { runs: number }; budgets?: PageBudgets }[];
 *   inp: import("./inp.mjs").InteractionResult[];
 *   sizes?: { name: string; files: number; gzipKiB: number; budgetKiB: number }[];
 * }} bench
 */
export function benchSection(bench) {
  const lines = [
    START,
    `## Bench (${bench.date})`,
    "",
    `Written by \`pnpm bench\` (\`tooling/scripts/bench.mjs\`) on ${bench.date}: the built portal and mobile webview served by the sandbox API, Lighthouse ${bench.environment}, median of the runs (Lighthouse's \`computeMedianRun\`).`,
    "",
    "| Page | Performance (>= 95) | Accessibility (100) | Best practices (100) | LCP | TBT (<= 200 ms) | CLS (<= 0.02) | FCP | Script (observed) | JS before first paint | CPU benchmark index |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  const misses = [];
  for (const { name, path, figures } of bench.pages) {
    const perf = figures.performance >= TARGETS.performance;
    const a11y = figures.accessibility >= TARGETS.accessibility;
    const bp = figures.bestPractices >= TARGETS.bestPractices;
    const tbt = figures.tbtMs <= TARGETS.tbtMs;
    const cls = figures.cls <= TARGETS.cls;
    lines.push(
      `| ${name} \`${path}\` | ${String(figures.performance)} ${mark(perf)} | ${String(figures.accessibility)} ${mark(a11y)} | ${String(figures.bestPractices)} ${mark(bp)} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.tbtMs.toFixed(0)} ms ${mark(tbt)} | ${figures.cls.toFixed(3)} ${mark(cls)} | ${(figures.fcpMs / 1000).toFixed(2)} s | ${figures.scriptMs.toFixed(0)} ms | ${jsBeforePaint(figures)} | ${String(figures.benchmarkIndex)} |`,
    );
    if (!(perf && a11y && bp && tbt && cls))
      misses.push(`- **${name}** misses a target.${figures.failing.length ? " In the median run:" : ""}`, ...figures.failing.map((audit) => `  - ${audit}`));
  }
  const budgetLines = pageBudgetLines(bench.pages, misses);
  if (budgetLines.length > 0) lines.push("", "Page budgets (issue 20 for the core tab, issue 25 for the home):", "", ...budgetLines);
  if (bench.sizes && bench.sizes.length > 0) {
    lines.push(
      "",
      "JavaScript sizes of the builds measured (from each app's `dist/chunk-report.json`; `pnpm size` checks the same files):",
      "",
      "| What | Files | Gzip |",
      "| --- | ---: | ---: |",
    );
    for (const size of bench.sizes) {
      const ok = size.gzipKiB <= size.budgetKiB;
      lines.push(`| ${size.name} | ${String(size.files)} | ${size.gzipKiB.toFixed(1)} KiB (${String(size.budgetKiB)}) ${mark(ok)} |`);
      if (!ok) misses.push(`- **${size.name}** is ${size.gzipKiB.toFixed(1)} KiB gzipped (budget ${String(size.budgetKiB)} KiB).`);
    }
  }
  lines.push(
    "",
    "Script (observed) is the main thread's time in script evaluation, parsing and compiling over the run, as the trace observed it (not multiplied by the simulated 4x CPU). JS before first paint counts the scripts whose download ended before the first contentful paint: files, KiB on the wire, KiB decoded. Both follow the build, not the machine's load: compare builds by them first.",
    "",
    "The CPU benchmark index is Lighthouse's measure of the machine (a typical desktop scores 1000 to 2000); Lighthouse's simulated throttling scales observed CPU work from it, so a loaded machine reads slower than a user's phone would be.",
  );
  lines.push(
    "",
    `INP of scripted interactions (\`web-vitals\` \`onINP\` in Playwright's Chromium, CPU slowed 4x, median of 3; target <= ${String(INP_TARGET_MS)} ms unless the row says):`,
    "",
    "| Interaction | Page | INP |",
    "| --- | --- | --- |",
  );
  for (const result of bench.inp) {
    let cell;
    if (result.skipped !== null) cell = `skipped: ${result.skipped}`;
    else if (result.samples.every((sample) => sample === null)) cell = `< 16 ms ${mark(true)}`;
    else {
      const ok = (result.inpMs ?? Number.POSITIVE_INFINITY) <= result.targetMs;
      cell = `${String(result.inpMs)} ms ${mark(ok)}`;
      if (!ok) misses.push(`- **INP ${result.name}** is ${String(result.inpMs)} ms (target ${String(result.targetMs)} ms).`);
    }
    const name = result.targetMs === INP_TARGET_MS ? result.name : `${result.name} (target <= ${String(result.targetMs)} ms)`;
    lines.push(`| ${name} | \`${result.path}\` | ${cell} |`);
  }
  lines.push("", misses.length === 0 ? "Every target is met." : ["Misses:", "", ...misses].join("\n"), END);
  return lines.join("\n");
}

/**
 * A page's own budgets beside the Lighthouse targets: at most `jsBeforePaintKiB` of JavaScript
 * (KiB on the wire, gzip) before its first paint, and a performance median at least that of the
 * page keyed `atLeast` measured in the same run.
 * @typedef {{ jsBeforePaintKiB?: number; atLeast?: string }} PageBudgets
 */

/**
 * One line per page budget, marked met or missed (misses also pushed to `misses`). A comparison
 * with a page not measured in this run (BENCH_PAGES) says so and counts as no miss.
 * @param {{ key?: string; name: string; figures: import("./lighthouse-runs.mjs").PageFigures; budgets?: PageBudgets }[]} pages
 * @param {string[]} misses
 */
export function pageBudgetLines(pages, misses) {
  const lines = [];
  for (const page of pages) {
    const budgets = page.budgets;
    if (budgets === undefined) continue;
    if (budgets.jsBeforePaintKiB !== undefined) {
      const kib = page.figures.jsBeforePaint.transferKiB;
      const ok = kib <= budgets.jsBeforePaintKiB;
      lines.push(`- ${page.name}: JS before first paint ${kib.toFixed(1)} KiB (<= ${String(budgets.jsBeforePaintKiB)} KiB) ${mark(ok)}`);
      if (!ok) misses.push(`- **${page.name}** runs ${kib.toFixed(1)} KiB of JavaScript before its first paint (budget ${String(budgets.jsBeforePaintKiB)} KiB).`);
    }
    if (budgets.atLeast !== undefined) {
      const other = pages.find((candidate) => candidate.key === budgets.atLeast);
      if (other === undefined) {
        lines.push(`- ${page.name}: performance ${String(page.figures.performance)}; the page \`${budgets.atLeast}\` it must match was not measured in this run`);
        continue;
      }
      const ok = page.figures.performance >= other.figures.performance;
      lines.push(`- ${page.name}: performance median ${String(page.figures.performance)} (>= ${other.name}'s ${String(other.figures.performance)}) ${mark(ok)}`);
      if (!ok)
        misses.push(
          `- **${page.name}** has a performance median of ${String(page.figures.performance)}, below ${other.name}'s ${String(other.figures.performance)} in the same run.`,
        );
    }
  }
  return lines;
}

/**
 * Replaces (or appends) the section of `file` between `start` and `end` (default: the bench's).
 * @param {string} file
 * @param {string} section
 * @param {{ start: string; end: string }} [markers]
 */
export function writeBenchSection(file, section, markers = { start: START, end: END }) {
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n\n";
  const start = current.indexOf(markers.start);
  const end = current.indexOf(markers.end);
  const next = start >= 0 && end > start ? `${current.slice(0, start)}${section}${current.slice(end + markers.end.length)}` : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
