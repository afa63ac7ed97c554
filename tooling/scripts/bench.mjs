#!/usr/bin/env node
// @ts-check
/**
 * `pnpm bench` (issue 8, item 2; not part of the tests): builds the portal, starts the sandbox on
 * a free port, runs Lighthouse (mobile preset, median of 5 runs) on the login page and on the
 * broadcaster list logged in (token put in local storage before the load, storage reset
 * disabled), measures INP of scripted interactions with web-vitals in Playwright, and writes
 * the figures with today's date into `docs/performance.md`.
 *
 *   pnpm bench                 # everything
 *   BENCH_RUNS=1 pnpm bench    # one Lighthouse run per page (a quick look)
 *
 * It never fails on a missed target: misses are written in the report. `CHROME_PATH` selects
 * the browser (default /usr/bin/chromium).
 */
import { join } from "node:path";
import { measureInteractions } from "./bench/inp.mjs";
import { measurePage } from "./bench/lighthouse-runs.mjs";
import { benchSection, writeBenchSection } from "./bench/report.mjs";
import { buildPortal, logIn, root, startSandbox } from "./bench/sandbox.mjs";

/** The logged-in page measured: the broadcaster list (route ListAll). */
const LIST_PATH = "/agent/broadcaster/list/list/all";
/** The account whose broadcaster list is measured. */
const ACCOUNT = "agency.manager";

const runs = Number(process.env.BENCH_RUNS ?? "5");
if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a positive integer");

await buildPortal();
const sandbox = await startSandbox();
try {
  console.info(`Bench against ${sandbox.origin} (${String(runs)} Lighthouse runs per page)`);
  const token = await logIn(sandbox.origin, ACCOUNT);
  const login = await measurePage({ origin: sandbox.origin, path: "/agent/login", token: null, runs });
  const list = await measurePage({ origin: sandbox.origin, path: LIST_PATH, token, runs });
  const inp = await measureInteractions({ origin: sandbox.origin, token, listPath: LIST_PATH, runs: 3 });
  const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
  const section = benchSection({
    date: new Date().toISOString().slice(0, 10),
    environment: `${lighthouseVersion} mobile preset (simulated slow 4G, 4x CPU slowdown), Chromium at ${process.env.CHROME_PATH ?? "/usr/bin/chromium"}`,
    pages: [
      { name: "Login", path: "/agent/login", figures: login },
      { name: `Broadcaster list (${ACCOUNT}, logged in)`, path: LIST_PATH, figures: list },
    ],
    inp,
  });
  const file = join(root, "docs/performance.md");
  writeBenchSection(file, section);
  console.info(`\n${section}\n\nWritten to ${file}`);
} finally {
  await sandbox.stop();
}
