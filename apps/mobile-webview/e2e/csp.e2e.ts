/**
 * Issue 8 item 4: Content-Security-Policy of the mobile webview's pages, as the sandbox serves
 * them (the same policy as the desktop portal's, `apps/portal/e2e/csp.e2e.ts`): the strict
 * directives with a fresh nonce per HTML response, repeated by the page's meta tag; no inline
 * script in the built or the served page; the pages work under the policy. Every other webview
 * test also fails on any CSP violation (`e2e/fixtures.ts`: `securitypolicyviolation` events and
 * CSP console messages).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expectStrictPolicy, inlineCode } from "@agent-portal/e2e-support/csp";
import { expect, test } from "./fixtures.ts";

/** Pages of the webview (each first segment of its routing rule is represented). */
const PAGES = [
  "/agent/m",
  "/agent/m/login?redirect=%2Fagent%2Fm",
  "/agent/m/invite/ZX81QK",
  "/agent/apply-form",
  "/agent/apply-certify?apply_id=1",
  "/agent/apply-progress-mobile/1001",
  "/agent/no-permission",
];

test("the webview's HTML responses carry the strict policy with a fresh nonce that the page's meta tag repeats", async ({ page }) => {
  const nonces: string[] = [];
  for (const path of PAGES) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    // Served by the webview's index.html (its assets live in assets-mobile), not the portal's.
    expect(html, `${path}: the webview's page`).toContain("/agent/assets-mobile/");
    const header = response.headers()["content-security-policy"] ?? "";
    nonces.push(expectStrictPolicy(path, header, html));
  }
  expect(new Set(nonces).size, "a fresh nonce per response").toBe(nonces.length);
});

test("the built index.html has no inline script and the fallback login works under the policy", async ({ page }) => {
  const built = readFileSync(fileURLToPath(new URL("../dist/index.html", import.meta.url)), "utf8");
  expect(inlineCode(built)).toEqual([]);
  expect(built).toMatch(/<script type="module"[^>]*src="\/agent\/assets-mobile\/[^"]+\.js"/);
  // The page renders under the policy (no blocked script or style; the fixture fails on any violation).
  await page.goto("/agent/m/login");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll("script:not([src])").length)).toBe(0);
  // The stylesheet applied: the button is styled by the webview's CSS, not the browser default.
  const radius = await page.getByRole("button", { name: "Log in" }).evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
  expect(radius).not.toBe("0px");
});
