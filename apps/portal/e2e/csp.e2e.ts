/**
 * Issue 8 item 4: Content-Security-Policy. The sandbox sends the strict policy with a fresh
 * nonce per HTML response; the built portal has no inline script; opening a Radix dialog (its
 * scroll lock injects a style element) breaks nothing. Every other test also fails on any CSP
 * violation (the fixture listens for `securitypolicyviolation` and CSP console messages).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { REFRESH_FAILURE_PROBLEMS, expect, logInThroughForm, openReloginConfirm, test } from "./fixtures.ts";

/** The directives the portal's HTML must carry (issue 8 item 4), the nonce of `style-src` aside. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "style-src-attr": ["'unsafe-inline'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "frame-ancestors": ["'none'"],
};

/** Parses a CSP header into directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The `<script>` tags of an HTML document that carry code inline, and inline event handler attributes. */
function inlineCode(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = (match[2] ?? "").trim();
    if (!/\bsrc=/.test(attributes) || body !== "") found.push(match[0].slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)=/gi)) found.push(`${match[1] ?? ""} attribute`);
  if (/javascript:/i.test(html)) found.push("javascript: URL");
  return found;
}

test("HTML responses carry the strict policy with a fresh nonce that the page's meta tag repeats", async ({ page }) => {
  const nonces: string[] = [];
  for (const path of ["/agent/", "/agent/login", "/agent/guild/security/violations?page=2"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    const header = response.headers()["content-security-policy"] ?? "";
    const directives = parseCsp(header);
    for (const [name, sources] of Object.entries(REQUIRED)) expect(directives.get(name), `${path}: ${name}`).toEqual(sources);
    expect(directives.get("connect-src"), path).toContain("'self'");
    const styleSrc = directives.get("style-src") ?? [];
    expect(styleSrc[0], path).toBe("'self'");
    expect(styleSrc, path).toHaveLength(2);
    const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(styleSrc[1] ?? "")?.[1];
    expect(nonce, `${path}: style-src nonce`).toBeDefined();
    expect(header, path).not.toContain("unsafe-eval");
    for (const [name, sources] of directives) {
      if (name !== "style-src-attr") expect(sources, `${path}: ${name} allows no inline code`).not.toContain("'unsafe-inline'");
    }
    const html = await response.text();
    expect(html, `${path}: meta csp-nonce`).toContain(`<meta property="csp-nonce" nonce="${nonce ?? ""}"`);
    expect(html).not.toContain("__CSP_NONCE__");
    nonces.push(nonce ?? "");
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
