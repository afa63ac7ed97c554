/**
 * The main thread's work on load: the scripts a first logged-in visit runs reach the browser with
 * V8's compile hint on their first line (`//# allFunctionsCalledOnLoad`, written by
 * `shellCompileHints` of `@agent-portal/app-runtime/build`), in the compressed copies the server
 * sends, so their functions are compiled off the main thread while they stream in.
 */
import { SHELL_LAZY_CHUNKS } from "@agent-portal/app-runtime/build";
import { EAGER_COMPILE_HINT } from "@agent-portal/scripts/compile-hints";
import { expect, logInThroughForm, test } from "./fixtures.ts";

/** The chunks the build leaves lazily compiled (the shell's, and the portal's calendar, `vite.config.ts`), and the region-names worker. */
const LAZY = new RegExp(`/(?:${[...SHELL_LAZY_CHUNKS, "calendar", "region-names\\.worker"].join("|")})-[\\w-]+\\.js$`);

test("every script of the login and the broadcaster list starts with V8's compile hint, as served", async ({ page }) => {
  // The scripts' addresses as the pages load them; their bodies are read at the end, from the
  // page (a response of a page navigated away from has no body left to read).
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = response.url();
    if (/\/agent\/assets\/[^/]+\.js$/.test(url) && !LAZY.test(url)) scripts.add(url);
  });
  await page.goto("/agent/login");
  await logInThroughForm(page, "agency.manager");
  await page.goto("/agent/broadcaster/list/list/all");
  await expect(page.getByRole("heading", { level: 1, name: "Broadcaster list" })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  // The entry, React, the kit, the data layer, the store, the layout, the table and the screens.
  expect(scripts.size).toBeGreaterThanOrEqual(10);
  const firstLines = await page.evaluate(async (urls) => Promise.all(urls.map(async (url) => [url, (await (await fetch(url)).text()).split("\n", 1)[0]] as const)), [...scripts]);
  for (const [url, firstLine] of firstLines) expect(firstLine, url).toBe(EAGER_COMPILE_HINT);
  const encoding = await page.evaluate(async () => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
    return entry ? (await fetch(entry.src)).headers.get("content-encoding") : null;
  });
  // The copy checked above is a precompressed one (Brotli where the browser offers it, else gzip).
  expect(["br", "gzip"]).toContain(encoding);
});
