// @ts-check
/**
 * Lighthouse runs (mobile, the default config: simulated slow 4G and a 4x slower CPU), the
 * median run of each page (Lighthouse's own `computeMedianRun`: closest to the median FCP and
 * TTI), and the figures the report needs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromium } from "playwright-core";
import { launchChrome } from "./chrome.mjs";

/**
 * The figures of one run. Besides Lighthouse's scores and metrics (simulated: noisy on a shared
 * machine), two that depend on the build rather than on the machine's load:
 * - `jsBeforePaint`: the JavaScript the page received before its first contentful paint (the
 *   scripts whose download ended before it, in the run's trace): how many files, their bytes on
 *   the wire (KiB, Brotli or gzip as served) and decoded (KiB);
 * - `scriptMs`: the main thread's time in script evaluation, parsing and compiling over the whole
 *   run, as the trace observed it (milliseconds, not multiplied by Lighthouse's simulated 4x CPU).
 * @typedef {{
 *   performance: number; accessibility: number; bestPractices: number;
 *   fcpMs: number; lcpMs: number; tbtMs: number; cls: number;
 *   scriptMs: number;
 *   jsBeforePaint: { files: number; transferKiB: number; decodedKiB: number };
 *   failing: string[]; benchmarkIndex: number;
 * }} PageFigures
 */

/**
 * The main thread's observed time in script evaluation, parsing and compiling (`mainthread-work-breakdown`,
 * divided back by the CPU slowdown Lighthouse multiplies it by when it simulates).
 * @param {import("lighthouse").Result} lhr
 */
function scriptMsOf(lhr) {
  const items = /** @type {{ group: string; duration: number }[]} */ (
    /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits["mainthread-work-breakdown"]?.details)?.items ?? []
  );
  const settings = lhr.configSettings;
  const multiplier = settings.throttlingMethod === "simulate" ? (settings.throttling.cpuSlowdownMultiplier ?? 1) : 1;
  const total = items.filter((item) => item.group === "scriptEvaluation" || item.group === "scriptParseCompile").reduce((sum, item) => sum + item.duration, 0);
  return total / multiplier;
}

/**
 * The scripts received before the first contentful paint (`network-requests` against the `metrics`
 * audit's observed paint timestamp, both from the run's trace).
 * @param {import("lighthouse").Result} lhr
 */
function jsBeforePaintOf(lhr) {
  const requests =
    /** @type {{ items?: { resourceType?: string; networkEndTime?: number; transferSize?: number; resourceSize?: number }[]; debugData?: { networkStartTimeTs?: number } } | undefined} */ (
      lhr.audits["network-requests"]?.details
    );
  const metrics = /** @type {{ items?: { observedFirstContentfulPaintTs?: number }[] } | undefined} */ (lhr.audits.metrics?.details);
  const startMs = (requests?.debugData?.networkStartTimeTs ?? Number.NaN) / 1000;
  const paintMs = (metrics?.items?.[0]?.observedFirstContentfulPaintTs ?? Number.NaN) / 1000;
  const before = (requests?.items ?? []).filter((item) => item.resourceType === "Script" && item.networkEndTime !== undefined && startMs + item.networkEndTime <= paintMs);
  return {
    files: before.length,
    transferKiB: before.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    decodedKiB: before.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0) / 1024,
  };
}

/**
 * Prepares the browser before a run: with a token, puts it in local storage (the portal's
 * `token` key) and clears the HTTP cache, so the run is cold but logged in (Lighthouse runs with
 * storage reset disabled then).
 * @param {number} port
 * @param {string} origin
 * @param {string | null} token
 */
async function prepare(port, origin, token) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("No browser context over CDP");
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${origin}/sandbox/health`);
    // Every run starts from the same storage: nothing but the session's token (the pages keep
    // what a user opened, e.g. the bar of open pages, and one page's runs would see another's).
    await page.evaluate((value) => {
      window.localStorage.clear();
      if (value !== null) window.localStorage.setItem("token", value);
    }, token);
    await cdp.send("Network.clearBrowserCache");
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * The figures of one Lighthouse result.
 * @param {import("lighthouse").Result} lhr
 * @returns {PageFigures}
 */
export function figuresOf(lhr) {
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = [];
  for (const id of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${id}: ${audit.id} (${audit.title})`);
    }
  }
  // The weighted metrics below a full score, with their score (what keeps performance down).
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
      failing.push(`performance: ${audit.id} ${audit.displayValue ?? ""} (score ${audit.score.toFixed(2)}, weight ${String(ref.weight)})`);
    }
  }
  // The largest opportunities Lighthouse names.
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === "opportunity" && (audit.numericValue ?? 0) >= 100)
    .sort((a, b) => (b.numericValue ?? 0) - (a.numericValue ?? 0))
    .slice(0, 3);
  for (const audit of opportunities) failing.push(`opportunity: ${audit.id} (${audit.displayValue ?? ""})`);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    scriptMs: scriptMsOf(lhr),
    jsBeforePaint: jsBeforePaintOf(lhr),
    failing,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Where each run's full Lighthouse result (JSON) is kept: `BENCH_LHR_DIR` (files
 * `<path as slug>-<run>.json`, for a closer look at a miss: request chains, main-thread tasks,
 * with the run's trace beside it as `<path as slug>-<run>.trace.json`), else nowhere.
 */
const LHR_DIR = process.env.BENCH_LHR_DIR ?? null;

/**
 * One Lighthouse run of `origin` + `path` on an open Chromium (`launchChrome`), cold (cache cleared)
 * and, with `token`, logged in. Keeps the result and its trace under `BENCH_LHR_DIR` when set.
 * @param {{ port: number; origin: string; path: string; token: string | null; label: string }} options
 * @returns {Promise<import("lighthouse").Result>}
 */
export async function runOnce({ port, origin, path, token, label }) {
  await prepare(port, origin, token);
  const result = await lighthouse(`${origin}${path}`, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
    disableStorageReset: token !== null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.message}`);
  if (LHR_DIR !== null) {
    mkdirSync(LHR_DIR, { recursive: true });
    const name = `${path.replace(/[^\w]+/g, "-").replace(/^-|-$/g, "")}-${label}`;
    writeFileSync(join(LHR_DIR, `${name}.json`), JSON.stringify(result.lhr));
    // The run's trace (open it in Chrome's Performance panel, or read its main-thread tasks).
    writeFileSync(join(LHR_DIR, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const figures = figuresOf(result.lhr);
  console.info(
    `  ${path} ${label}: performance ${String(figures.performance)}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, script ${figures.scriptMs.toFixed(0)} ms, JS before paint ${figures.jsBeforePaint.transferKiB.toFixed(1)} KiB`,
  );
  return result.lhr;
}

/**
 * Runs Lighthouse `runs` times on each page and answers each page's median run's figures, in the
 * order of `pages`. The pages take turns, one run each (run 1 of every page, then run 2, ...), in
 * one browser: a slow or fast spell of the machine falls on every page alike, so a page's figures
 * can be held against another's of the same bench (a page's budget "at least the list's"). Run one
 * page after another, the pages were measured on a machine whose speed drifted between them (in one
 * run Lighthouse's CPU benchmark index had medians of 1,965, 1,443 and 1,186 over three pages in a
 * row).
 * @param {{ origin: string; pages: readonly { path: string; token: string | null }[]; runs: number }} options
 * @returns {Promise<(PageFigures & { runs: number })[]>}
 */
export async function measurePages({ origin, pages, runs }) {
  const chrome = await launchChrome();
  try {
    /** @type {import("lighthouse").Result[][]} */
    const results = pages.map(() => []);
    for (let index = 0; index < runs; index += 1) {
      for (const [at, page] of pages.entries()) {
        results[at]?.push(await runOnce({ port: chrome.port, origin, path: page.path, token: page.token, label: `${String(index + 1)}` }));
      }
    }
    return results.map((pageResults) => ({ ...figuresOf(computeMedianRun(pageResults)), runs: pageResults.length }));
  } finally {
    await chrome.close();
  }
}
