#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench` (not part of the tests): builds the portal and the mobile webview, starts the
 * sandbox on a free port serving both, runs Lighthouse (mobile preset, median of 5 runs) on the
 * login page, on the broadcaster list logged in and on the webview's apply form logged in as a
 * user without an application (token put in local storage before the load, storage reset
 * disabled), the pages taking turns run by run, measures INP of scripted interactions with web-vitals in Playwright, and writes the
 * figures with today's date into `docs/performance.md`. Each run also reports what depends on the
 * build rather than on the machine: the JavaScript received before the first paint and the main
 * thread's observed script time (`bench/lighthouse-runs.mjs`).
 *
 *   pnpm bench                             # everything, written to docs/performance.md
 *   BENCH_RUNS=1 pnpm bench                # one Lighthouse run per page (a quick look)
 *   BENCH_PAGES=apply-form pnpm bench      # only these pages (comma-separated keys: login,
 *                                          # list, apply-form, home, core), no INP; printed, not written
 *   BENCH_INP=only pnpm bench              # only the INP of scripted interactions, no Lighthouse;
 *                                          # printed, not written
 *   BENCH_PORTAL_DIST=/tmp/before BENCH_PAGES=list pnpm bench
 *                                          # the same on another portal build (a copied dist)
 *   BENCH_BASELINE_PORTAL_DIST=/tmp/old-portal BENCH_BASELINE_WEBVIEW_DIST=/tmp/old-webview pnpm bench
 *                                          # alternating: a baseline build (copied dists; either
 *                                          # may be left out) and this build, one run each in
 *                                          # turn, per page; written to docs/performance.md's
 *                                          # comparison section when every page ran
 *
 * It never fails on a missed target: misses are written in the report. `CHROME_PATH` selects
 * the browser (default /usr/bin/chromium).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { launchChrome } from "./bench/chrome.mjs";
import { measureInteractions } from "./bench/inp.mjs";
import { figuresOf, measurePages, runOnce } from "./bench/lighthouse-runs.mjs";
import { COMPARE_END, COMPARE_START, benchSection, compareSection, writeBenchSection } from "./bench/report.mjs";
import { buildApps, logIn, root, startSandbox } from "./bench/sandbox.mjs";

/** The logged-in page of the portal measured: the broadcaster list (route ListAll). */
const LIST_PATH = "/agent/broadcaster/list/list/all";
/** The account whose broadcaster list is measured (also the INP runs' account). */
const LIST_ACCOUNT = "agency.manager";
/** The account on the webview's apply form: a seeded user who has not applied (issue 9). */
const APPLY_ACCOUNT = "normal.user";

/** The account whose core tab is measured: it holds CoreMetrics (15). */
const CORE_ACCOUNT = "agency.owner";

/**
 * The pages measured: `key` for `BENCH_PAGES`, `account` logged in through the API before the
 * runs (`null`: no session), `budgets` the page's own budgets (`bench/report.mjs`,
 * `pageBudgets`: JavaScript before the first paint, a performance median at least another page's).
 * @type {{ key: string; name: string; path: string; account: string | null; budgets?: import("./bench/report.mjs").PageBudgets }[]}
 */
const PAGES = [
  { key: "login", name: "Login", path: "/agent/login", account: null },
  { key: "list", name: `Broadcaster list (${LIST_ACCOUNT}, logged in)`, path: LIST_PATH, account: LIST_ACCOUNT },
  { key: "apply-form", name: `Webview: apply form (${APPLY_ACCOUNT}, logged in)`, path: "/agent/apply-form", account: APPLY_ACCOUNT },
  // The home (issue 25): at most 250 KiB of JavaScript before its first paint, and a median at least the list's.
  { key: "home", name: `Home (${LIST_ACCOUNT}, logged in)`, path: "/agent/", account: LIST_ACCOUNT, budgets: { jsBeforePaintKiB: 250, atLeast: "list" } },
  // The data center's core tab (issue 20): at most 250 KiB of JavaScript before its first paint, and a median at least the list's.
  {
    key: "core",
    name: `Live data, core tab (${CORE_ACCOUNT}, logged in)`,
    path: "/agent/data-center/live-data/core",
    account: CORE_ACCOUNT,
    budgets: { jsBeforePaintKiB: 250, atLeast: "list" },
  },
];

/**
 * The webview's entry JavaScript (what `index.html` references; budget 150 KiB gzipped,
 * `.size-limit.mjs`), from the chunk report its build writes.
 * @returns {{ name: string; files: number; gzipKiB: number; budgetKiB: number }[]}
 */
function webviewSizes() {
  const report = /** @type {import("./chunk-report.d.mts").ChunkReport} */ (JSON.parse(readFileSync(join(root, "apps/mobile-webview/dist/chunk-report.json"), "utf8")));
  return [{ name: "Webview: entry JavaScript (what `index.html` references)", files: report.initial.files.length, gzipKiB: report.initial.gzip / 1024, budgetKiB: 150 }];
}

/** Logs accounts in on one sandbox, once each. */
function tokensOf(/** @type {string} */ origin) {
  /** @type {Map<string, string>} */
  const tokens = new Map();
  return async (/** @type {string} */ account) => {
    const known = tokens.get(account);
    if (known !== undefined) return known;
    const token = await logIn(origin, account);
    tokens.set(account, token);
    return token;
  };
}

const runs = Number(process.env.BENCH_RUNS ?? "5");
if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a positive integer");
const only =
  process.env.BENCH_PAGES?.split(",")
    .map((key) => key.trim())
    .filter(Boolean) ?? [];
const unknown = only.filter((key) => !PAGES.some((page) => page.key === key));
if (unknown.length > 0) throw new Error(`BENCH_PAGES: unknown page ${unknown.join(", ")} (known: ${PAGES.map((page) => page.key).join(", ")})`);
/** `BENCH_INP=only`: the INP of scripted interactions alone (a quick look on a shared machine). */
const inpOnly = process.env.BENCH_INP === "only";
const selected = inpOnly ? [] : only.length === 0 ? PAGES : PAGES.filter((page) => only.includes(page.key));
const partial = selected.length < PAGES.length;
const baselineDists = { portal: process.env.BENCH_BASELINE_PORTAL_DIST, webview: process.env.BENCH_BASELINE_WEBVIEW_DIST };
const alternating = baselineDists.portal !== undefined || baselineDists.webview !== undefined;
const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
const environment = `${lighthouseVersion} mobile preset (simulated slow 4G, 4x CPU slowdown), Chromium at ${process.env.CHROME_PATH ?? "/usr/bin/chromium"}`;
const date = new Date().toISOString().slice(0, 10);

await buildApps();

if (alternating) {
  // Two sandboxes, the baseline's builds and this one's, each with its own data; one Chromium.
  const baseline = await startSandbox({ ...(baselineDists.portal ? { portal: baselineDists.portal } : {}), ...(baselineDists.webview ? { webview: baselineDists.webview } : {}) });
  const current = await startSandbox();
  const chrome = await launchChrome();
  try {
    console.info(`Alternating bench: baseline ${baseline.origin}, current ${current.origin} (${String(runs)} runs of each per page)`);
    const tokens = { baseline: tokensOf(baseline.origin), current: tokensOf(current.origin) };
    const pages = [];
    for (const page of selected) {
      /** @type {{ baseline: import("./bench/lighthouse-runs.mjs").PageFigures[]; current: import("./bench/lighthouse-runs.mjs").PageFigures[] }} */
      const figures = { baseline: [], current: [] };
      for (let index = 0; index < runs; index += 1) {
        for (const [build, sandbox] of /** @type {const} */ ([
          ["baseline", baseline],
          ["current", current],
        ])) {
          const token = page.account === null ? null : await tokens[build](page.account);
          const lhr = await runOnce({ port: chrome.port, origin: sandbox.origin, path: page.path, token, label: `${build}-${String(index + 1)}` });
          figures[build].push(figuresOf(lhr));
        }
      }
      pages.push({ name: page.name, path: page.path, ...figures });
    }
    const section = compareSection({ date, environment, baseline: [baselineDists.portal ?? "this portal build", baselineDists.webview ?? "this webview build"].join(", "), pages });
    if (partial) console.info(`\n${section}\n\nNot written (BENCH_PAGES selects a part of the pages).`);
    else {
      const file = join(root, "docs/performance.md");
      writeBenchSection(file, section, { start: COMPARE_START, end: COMPARE_END });
      console.info(`\n${section}\n\nWritten to ${file}`);
    }
  } finally {
    await chrome.close();
    await baseline.stop();
    await current.stop();
  }
} else {
  const sandbox = await startSandbox();
  try {
    console.info(`Bench against ${sandbox.origin} (${String(runs)} Lighthouse runs per page)`);
    const tokenOf = tokensOf(sandbox.origin);
    const measured = [];
    for (const page of selected) measured.push({ path: page.path, token: page.account === null ? null : await tokenOf(page.account) });
    const figures = await measurePages({ origin: sandbox.origin, pages: measured, runs });
    const pages = selected.map((page, at) => ({
      key: page.key,
      name: page.name,
      path: page.path,
      figures: /** @type {NonNullable<(typeof figures)[number]>} */ (figures[at]),
      ...(page.budgets === undefined ? {} : { budgets: page.budgets }),
    }));
    const inp = partial && !inpOnly ? [] : await measureInteractions({ origin: sandbox.origin, token: await tokenOf(LIST_ACCOUNT), listPath: LIST_PATH, runs: 3 });
    const sizes = partial ? [] : webviewSizes();
    const section = benchSection({ date, environment, pages, inp, sizes });
    if (partial) {
      console.info(`\n${section}\n\nNot written (BENCH_PAGES selects a part of the pages).`);
    } else {
      const file = join(root, "docs/performance.md");
      writeBenchSection(file, section);
      console.info(`\n${section}\n\nWritten to ${file}`);
    }
  } finally {
    await sandbox.stop();
  }
}
