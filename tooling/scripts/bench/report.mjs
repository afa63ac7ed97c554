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

/** Lighthouse targets of issue 8. */
export const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, tbtMs: 200, cls: 0.02 };

/** @param {boolean} ok */
const mark = (ok) => (ok ? "✓" : "✗ miss");

/**
 * The Markdown section.
 * @param {{
 *   date: string;
 *   environment: string;
 *   pages: { name: string; path: string; figures: import("./lighthouse-runs.mjs").PageFigures & { runs: number } }[];
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
    "| Page | Performance (>= 95) | Accessibility (100) | Best practices (100) | LCP | TBT (<= 200 ms) | CLS (<= 0.02) | FCP | CPU benchmark index |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  const misses = [];
  for (const { name, path, figures } of bench.pages) {
    const perf = figures.performance >= TARGETS.performance;
    const a11y = figures.accessibility >= TARGETS.accessibility;
    const bp = figures.bestPractices >= TARGETS.bestPractices;
    const tbt = figures.tbtMs <= TARGETS.tbtMs;
    const cls = figures.cls <= TARGETS.cls;
    lines.push(
      `| ${name} \`${path}\` | ${String(figures.performance)} ${mark(perf)} | ${String(figures.accessibility)} ${mark(a11y)} | ${String(figures.bestPractices)} ${mark(bp)} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.tbtMs.toFixed(0)} ms ${mark(tbt)} | ${figures.cls.toFixed(3)} ${mark(cls)} | ${(figures.fcpMs / 1000).toFixed(2)} s | ${String(figures.benchmarkIndex)} |`,
    );
    if (!(perf && a11y && bp && tbt && cls)) misses.push(`- **${name}** misses a target.${figures.failing.length ? " In the median run:" : ""}`, ...figures.failing.map((audit) => `  - ${audit}`));
  }
  if (bench.sizes && bench.sizes.length > 0) {
    lines.push("", "JavaScript sizes of the builds measured (from each app's `dist/chunk-report.json`; `pnpm size` checks the same files):", "", "| What | Files | Gzip |", "| --- | ---: | ---: |");
    for (const size of bench.sizes) {
      const ok = size.gzipKiB <= size.budgetKiB;
      lines.push(`| ${size.name} | ${String(size.files)} | ${size.gzipKiB.toFixed(1)} KiB (${String(size.budgetKiB)}) ${mark(ok)} |`);
      if (!ok) misses.push(`- **${size.name}** is ${size.gzipKiB.toFixed(1)} KiB gzipped (budget ${String(size.budgetKiB)} KiB).`);
    }
  }
  lines.push(
    "",
    "The CPU benchmark index is Lighthouse's measure of the machine (a typical desktop scores 1000 to 2000); Lighthouse's simulated throttling scales observed CPU work from it, so a loaded machine reads slower than a user's phone would be.",
  );
  lines.push("", `INP of scripted interactions (\`web-vitals\` \`onINP\` in Playwright's Chromium, CPU slowed 4x, median of 3; target <= ${String(INP_TARGET_MS)} ms):`, "", "| Interaction | Page | INP |", "| --- | --- | --- |");
  for (const result of bench.inp) {
    let cell;
    if (result.skipped !== null) cell = `skipped: ${result.skipped}`;
    else if (result.samples.every((sample) => sample === null)) cell = `< 16 ms ${mark(true)}`;
    else {
      const ok = (result.inpMs ?? Number.POSITIVE_INFINITY) <= INP_TARGET_MS;
      cell = `${String(result.inpMs)} ms ${mark(ok)}`;
      if (!ok) misses.push(`- **INP ${result.name}** is ${String(result.inpMs)} ms (target ${String(INP_TARGET_MS)} ms).`);
    }
    lines.push(`| ${result.name} | \`${result.path}\` | ${cell} |`);
  }
  lines.push("", misses.length === 0 ? "Every target is met." : ["Misses:", "", ...misses].join("\n"), END);
  return lines.join("\n");
}

/**
 * Replaces (or appends) the bench section of `file`.
 * @param {string} file
 * @param {string} section
 */
export function writeBenchSection(file, section) {
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Performance\n\n";
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next = start >= 0 && end > start ? `${current.slice(0, start)}${section}${current.slice(end + END.length)}` : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
