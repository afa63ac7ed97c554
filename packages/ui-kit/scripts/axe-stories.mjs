#!/usr/bin/env node
/**
 * CI check of the static Storybook: opens EVERY story of `storybook-static/index.json` in Chromium
 * and runs axe-core (WCAG 2.0/2.1 A and AA). Fails on any serious or critical violation, on a story
 * that throws while rendering, on a "Right to left" story whose page is not `dir="rtl"`, and when the
 * 10,000-row table story renders 100 or more row elements.
 *
 *   pnpm --filter @agent-portal/ui-kit build-storybook
 *   pnpm --filter @agent-portal/ui-kit test:stories        # CHROME_TEST_PATH picks the browser
 *
 * One browser and one page are reused: the preview loads once and stories are switched through
 * Storybook's channel (`setCurrentStory`), so ~150 stories take well under a minute. Stories named
 * "Mobile" run at 390 × 844; others at 1280 × 900. Animations are shortened (reduced motion) so
 * axe never measures a half-faded colour.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_FLAGS, testChromiumPath } from "@agent-portal/e2e-support/test-browser";
import { chromium } from "playwright-core";
import { serveStatic } from "./static-server.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const staticDir = path.resolve(here, "../storybook-static");
const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** The table story that must stay virtualised, and its limits. */
const VIRTUAL_TABLE_STORY = "data-display-data-table--ten-thousand-rows";
const MAX_ROW_ELEMENTS = 100;
const FAILING_IMPACTS = new Set(["serious", "critical"]);

if (!fs.existsSync(path.join(staticDir, "index.json"))) {
  console.error(`No ${path.relative(process.cwd(), staticDir)}/index.json: run build-storybook first.`);
  process.exit(2);
}
const index = JSON.parse(fs.readFileSync(path.join(staticDir, "index.json"), "utf8"));
const filter = process.argv[2];
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === "story")
  .filter((entry) => !filter || entry.id.includes(filter));

const server = await serveStatic(staticDir);
const browser = await chromium.launch({
  executablePath: testChromiumPath(),
  args: [...CHROMIUM_FLAGS],
});
const started = Date.now();
const results = [];
let failed = false;

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));

  // Load the preview once (any story), then switch stories through the channel.
  await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(stories[0]?.id ?? "")}&viewMode=story`, { waitUntil: "load" });
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__), null, { timeout: 30_000 });
  await page.addScriptTag({ content: axeSource });

  for (const story of stories) {
    const t0 = Date.now();
    const mobile = /mobile/i.test(story.name);
    await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 });
    pageErrors.length = 0;
    const outcome = await page.evaluate(
      (storyId) =>
        new Promise((resolve) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          const events = ["storyRendered", "storyErrored", "storyThrewException", "storyMissing", "playFunctionThrewException"];
          const timer = setTimeout(() => finish("timeout"), 60_000);
          const handlers = events.map((event) => [event, (arg) => (event === "storyRendered" && arg !== storyId ? undefined : finish(event, arg))]);
          // A failed story's event carries its error ({ name, message } or a string): keep its message.
          function finish(result, arg) {
            clearTimeout(timer);
            for (const [event, handler] of handlers) channel.off(event, handler);
            const message = typeof arg === "string" ? arg : typeof arg?.message === "string" ? arg.message : "";
            resolve({ result, message: result === "storyRendered" ? "" : message.split("\n")[0].slice(0, 300) });
          }
          for (const [event, handler] of handlers) channel.on(event, handler);
          channel.emit("setCurrentStory", { storyId, viewMode: "story" });
        }),
      story.id,
    );
    // Let portals mount and short (reduced-motion) animations settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 60)))));

    const row = { id: story.id, rendered: outcome.result, serious: 0, other: 0, rules: [], ms: 0, note: "" };
    if (outcome.result !== "storyRendered") {
      const reason = outcome.message || pageErrors[0];
      row.note = `${outcome.result}${reason ? `: ${reason}` : ""}`;
      failed = true;
    } else {
      const violations = await page.evaluate(async () => {
        // Storybook's a11y addon runs the same axe after each render; one run at a time is allowed,
        // so wait for the addon's run to end (up to 30 s) instead of failing on "Axe is already running".
        const run = async (attempt) => {
          try {
            return await window.axe.run(document, {
              runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
              resultTypes: ["violations"],
            });
          } catch (error) {
            if (attempt >= 300 || !String(error).includes("Axe is already running")) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
            return run(attempt + 1);
          }
        };
        const result = await run(0);
        return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length, target: v.nodes[0]?.target.join(" ") ?? "" }));
      });
      for (const violation of violations) {
        if (FAILING_IMPACTS.has(violation.impact)) {
          row.serious += violation.nodes;
          row.rules.push(`${violation.id} (${violation.impact}) at ${violation.target}`);
        } else row.other += violation.nodes;
      }
      if (row.serious > 0) failed = true;
      // "Right to left" stories must really render right-to-left (the toolbar globals reach the page).
      if (/right to left/i.test(story.name)) {
        const dir = await page.evaluate(() => document.documentElement.dir);
        if (dir !== "rtl") {
          row.note = `FAIL: <html dir="${dir}"> in a right-to-left story`;
          failed = true;
        }
      }
      if (story.id === VIRTUAL_TABLE_STORY) {
        const counts = await page.evaluate(async () => {
          const rows = () => document.querySelectorAll('[data-slot="data-table-row"]').length;
          const scroller = document.querySelector('[data-slot="data-table-scroll"]');
          const total = Number(document.querySelector('[role="table"]')?.getAttribute("aria-rowcount") ?? 0);
          const before = rows();
          const firstIndex = () => Number(document.querySelector('[data-slot="data-table-row"]')?.getAttribute("aria-rowindex") ?? 0);
          if (scroller) {
            scroller.scrollTop = scroller.scrollHeight / 2;
            // The virtualizer renders the new window on its next frames; on a loaded machine that
            // can take a while, so wait for it (up to 5 s) rather than a fixed 150 ms.
            for (let waited = 0; waited < 5_000 && firstIndex() <= 1000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const middle = rows();
          const visibleIndex = firstIndex();
          return { before, middle, total, visibleIndex };
        });
        row.note = `rows in DOM: ${String(counts.before)} at top, ${String(counts.middle)} mid-scroll (first aria-rowindex ${String(counts.visibleIndex)}) of aria-rowcount ${String(counts.total)}`;
        if (!(counts.before > 0 && counts.before < MAX_ROW_ELEMENTS && counts.middle < MAX_ROW_ELEMENTS && counts.total > 10_000 && counts.visibleIndex > 1000)) {
          row.note += ` — FAIL: expected 1..${String(MAX_ROW_ELEMENTS - 1)} row elements of 10,000 and a scrolled window`;
          failed = true;
        }
      }
    }
    row.ms = Date.now() - t0;
    results.push(row);
  }
  if (!results.some((row) => row.id === VIRTUAL_TABLE_STORY) && !filter) {
    results.push({ id: VIRTUAL_TABLE_STORY, rendered: "missing", serious: 0, other: 0, rules: [], ms: 0, note: "FAIL: the 10,000-row table story is missing" });
    failed = true;
  }
} finally {
  await browser.close();
  await server.close();
}

const width = Math.max(...results.map((row) => row.id.length), 5);
console.info(`${"story".padEnd(width)}  serious+critical  minor+moderate  ms`);
for (const row of results) {
  const mark = row.serious > 0 || row.rendered !== "storyRendered" || row.note.includes("FAIL") ? "✗" : "✓";
  console.info(
    `${row.id.padEnd(width)}  ${String(row.serious).padStart(16)}  ${String(row.other).padStart(14)}  ${String(row.ms).padStart(4)} ${mark}${row.note ? `  ${row.note}` : ""}`,
  );
  for (const rule of row.rules) console.info(`${" ".repeat(width)}    ↳ ${rule}`);
}
const bad = results.filter((row) => row.serious > 0 || row.rendered !== "storyRendered" || row.note.includes("FAIL")).length;
console.info(`\n${String(results.length)} stories in ${((Date.now() - started) / 1000).toFixed(1)} s; ${String(bad)} failing.`);
process.exit(failed ? 1 : 0);
