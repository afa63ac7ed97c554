/**
 * The HTML response preloads the page's own locale file: the `lang` query, then the `lang`
 * cookie, then `Accept-Language`, resolved by the app's rules; without a manifest, or for a page
 * without the preload script, the page is served as built.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#config.ts";
import { createMockDatabase } from "#testing/mock-db.ts";
import { createApp } from "./app.ts";
import { LOCALE_PRELOAD_MANIFEST, withLocalePreload } from "./locale-preload.ts";

const root = mkdtempSync(join(tmpdir(), "sandbox-locale-preload-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SCRIPT = "/agent/assets/locale-preload-Ab12.js";
const INDEX = `<!doctype html><html><head><script async src="${SCRIPT}" data-locale-preload nonce="__CSP_NONCE__"></script><title>Agent Portal</title></head><body></body></html>`;
const manifest = {
  script: SCRIPT,
  urls: { en: "/agent/assets/en-E1.json", ar: "/agent/assets/ar-A1.json", "zh-Hant": "/agent/assets/zh-Hant-Z1.json", id: "/agent/assets/id-I1.json" },
};

function distWith(name: string, files: Record<string, string>): string {
  const dist = join(root, name);
  mkdirSync(dist, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dist, file), content);
  return dist;
}

const appFor = (dist: string) =>
  createApp({ db: createMockDatabase(), config: loadConfig({ SANDBOX_DATA_DIR: "memory://", PORTAL_DIST: dist, WEBVIEW_DIST: join(root, "none") }) });
const app = appFor(distWith("with-manifest", { "index.html": INDEX, [LOCALE_PRELOAD_MANIFEST]: JSON.stringify(manifest) }));

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await app.request(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

const preloadOf = (html: string) => /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous">/.exec(html)?.[1] ?? null;

describe("the page's locale file, preloaded by the HTML response", () => {
  it("follows Accept-Language by quality, mapped by the app's rules (zh-TW is zh-Hant), and drops the script", async () => {
    const html = await page("/agent/login", { "Accept-Language": "fr;q=0.1, zh-TW;q=0.9, xx" });
    expect(preloadOf(html)).toBe(manifest.urls["zh-Hant"]);
    expect(html).not.toContain(SCRIPT);
  });

  it("prefers the lang cookie (the stored choice) over Accept-Language, and the lang query over both", async () => {
    expect(preloadOf(await page("/agent/login", { Cookie: "lang=ar", "Accept-Language": "zh-TW" }))).toBe(manifest.urls.ar);
    expect(preloadOf(await page("/agent/login?lang=in", { Cookie: "lang=ar" }))).toBe(manifest.urls.id);
  });

  it("reads English for no language at all, an unknown one and the pseudo-locale", async () => {
    expect(preloadOf(await page("/agent/"))).toBe(manifest.urls.en);
    expect(preloadOf(await page("/agent/", { Cookie: "lang=xx" }))).toBe(manifest.urls.en);
    expect(preloadOf(await page("/agent/?lang=en-XA", { Cookie: "lang=ar" }))).toBe(manifest.urls.en);
  });

  it("keeps the script when the language has no file in the manifest, or when the build wrote no manifest", async () => {
    const html = await page("/agent/", { "Accept-Language": "de" });
    expect(html).toContain(SCRIPT);
    expect(preloadOf(html)).toBeNull();
    const plain = appFor(distWith("without-manifest", { "index.html": INDEX }));
    const answer = await (await plain.request("/agent/", { headers: { "Accept-Language": "ar" } })).text();
    expect(answer).toContain(SCRIPT);
    expect(preloadOf(answer)).toBeNull();
  });

  it("never writes a URL that could leave the attribute", () => {
    const html = withLocalePreload(INDEX, { script: SCRIPT, urls: { en: '/x.json"><script>alert(1)</script>' } }, "en");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(`href="/x.json&quot;>&lt;script>alert(1)&lt;/script>"`);
  });
});
