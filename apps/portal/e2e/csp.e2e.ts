/**
 * Issue 8 item 4: Content-Security-Policy. The sandbox sends the strict policy with a fresh
 * nonce per HTML response; the built portal has no inline script; opening a Radix dialog (its
 * scroll lock injects a style element) breaks nothing. Every other test also fails on any CSP
 * violation (the fixture listens for `securitypolicyviolation` and CSP console messages).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expectStrictPolicy, inlineCode } from "@agent-portal/e2e-support/csp";
import { REFRESH_FAILURE_PROBLEMS, expect, logInThroughForm, openReloginConfirm, test } from "./fixtures.ts";

test("HTML responses carry the strict policy with a fresh nonce that the page's meta tag repeats", async ({ page }) => {
  const nonces: string[] = [];
  for (const path of ["/agent/", "/agent/login", "/agent/guild/security/violations?page=2"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const header = response.headers()["content-security-policy"] ?? "";
    const nonce = expectStrictPolicy(path, header, await response.text());
    nonces.push(nonce);
  }
  expect(new Set(nonces).size, "a fresh nonce per response").toBe(nonces.length);
});

test("the built index.html and the served page have no inline script", async ({ page }) => {
  const built = readFileSync(fileURLToPath(new URL("../dist/index.html", import.meta.url)), "utf8");
  expect(inlineCode(built)).toEqual([]);
  expect(built).toMatch(/<script type="module"[^>]*src="\/agent\/assets\/[^"]+\.js"/);
  const served = await (await page.request.get("/agent/login")).text();
  expect(inlineCode(served)).toEqual([]);
  // The page works under the policy: the login form renders (no blocked script or style).
  await page.goto("/agent/login");
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll("script:not([src])").length)).toBe(0);
});

test.describe("a Radix dialog", () => {
  test.use({ expectedProblems: REFRESH_FAILURE_PROBLEMS });

  test("opens with its scroll-lock style element allowed by the nonce, without any violation", async ({ page }) => {
    await page.clock.install();
    await page.goto("/agent/login");
    await logInThroughForm(page, "agency.manager");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    const dialog = await openReloginConfirm(page);
    await expect(dialog.getByRole("button", { name: "Stay on this page" })).toBeVisible();
    // react-remove-scroll injected its <style> (with the page's nonce) and it applies: the body no longer scrolls.
    const injected = await page.evaluate(() => [...document.head.querySelectorAll("style")].filter((style) => style.nonce !== "").length);
    expect(injected).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toBeHidden();
  });
});
