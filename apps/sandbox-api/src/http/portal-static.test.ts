/**
 * Static serving of the built portal under /agent: redirects, SPA fallback, caching,
 * security headers, 404s that never become HTML, path traversal, the "not built" page,
 * and API 404s as JSON envelopes.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "#config.ts";
import { createMockDatabase } from "#testing/mock-db.ts";
import { createApp, MAX_BODY_BYTES } from "./app.ts";
import { ACADEMY_MEDIA_ORIGIN } from "@agent-portal/api-client/contract/live-agent-portal-academy";
import { PORTAL_CSP, cspWithNonce } from "./csp.ts";
import { IMMUTABLE_CACHE } from "./portal-static.ts";

const root = mkdtempSync(join(tmpdir(), "sandbox-static-"));
const dist = join(root, "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
mkdirSync(join(dist, "locales"), { recursive: true });
const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><script type="module" nonce="__CSP_NONCE__" src="/agent/assets/index-Bx12.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(dist, "index.html"), INDEX);
writeFileSync(join(dist, "assets", "index-Bx12.js"), "console.log('portal')");
writeFileSync(join(dist, "locales", "en.json"), '{"hello":"Hello"}');
writeFileSync(join(root, "secret.txt"), "do not serve");
// A file with the build's precompressed copies (`@agent-portal/scripts/precompress`), and one with a gzip copy only.
const VENDOR = `export const big = ${JSON.stringify("react ".repeat(400))};`;
writeFileSync(join(dist, "assets", "vendor-Zz9.js"), VENDOR);
writeFileSync(join(dist, "assets", "vendor-Zz9.js.br"), brotliCompressSync(VENDOR));
writeFileSync(join(dist, "assets", "vendor-Zz9.js.gz"), gzipSync(VENDOR, { level: 9 }));
writeFileSync(join(dist, "assets", "gz-only-Q1.js"), VENDOR);
writeFileSync(join(dist, "assets", "gz-only-Q1.js.gz"), gzipSync(VENDOR, { level: 9 }));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const webviewDist = join(root, "webview");
mkdirSync(join(webviewDist, "assets-mobile"), { recursive: true });
const WEBVIEW_INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__" /><script type="module" nonce="__CSP_NONCE__" src="/agent/assets-mobile/main-Mw9.js"></script></head><body><div id="root" data-app="webview"></div></body></html>';
writeFileSync(join(webviewDist, "index.html"), WEBVIEW_INDEX);
writeFileSync(join(webviewDist, "assets-mobile", "main-Mw9.js"), "console.log('webview')");

const appFor = (portalDist: string, webview: string = join(root, "no-webview")) =>
  createApp({ db: createMockDatabase(), config: loadConfig({ SANDBOX_DATA_DIR: "memory://", PORTAL_DIST: portalDist, WEBVIEW_DIST: webview }) });
const app = appFor(dist, webviewDist);

const expectHtmlSecurityHeaders = (response: Response) => {
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'self'; /);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("same-origin");
};

describe("the CSP constant", () => {
  it("lets media play from the academy's media origin alone", () => {
    const media = PORTAL_CSP.split("; ").filter((directive) => directive.startsWith("media-src "));
    expect(media).toEqual([`media-src ${ACADEMY_MEDIA_ORIGIN}`]);
    expect(ACADEMY_MEDIA_ORIGIN).toMatch(/^https:\/\/[^/]+$/);
  });

  it("is exactly the portal's policy", () => {
    expect(PORTAL_CSP).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; font-src 'self'; media-src https://cdn.example.com; style-src 'self'; " +
        "style-src-attr 'unsafe-inline'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
  });
});

describe("portal serving", () => {
  it("redirects / and /agent to /agent/, keeping the query", async () => {
    const home = await app.request("/");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/agent/");
    const bare = await app.request("/agent?lang=id");
    expect(bare.headers.get("location")).toBe("/agent/?lang=id");
  });

  it.each(["/agent/", "/agent/login", "/agent/broadcaster/list/list", "/agent/data-center/live-data/detail/v1.2"])(
    "answers index.html for %s with no-cache and the security headers",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expectHtmlSecurityHeaders(response);
      const html = await response.text();
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(html).toBe(INDEX.replaceAll("__CSP_NONCE__", nonce));
      expect(response.headers.get("content-security-policy")).toBe(cspWithNonce(nonce));
      expect(response.headers.get("content-security-policy")).toContain(`style-src 'self' 'nonce-${nonce}'`);
    },
  );

  it("serves hashed assets as immutable and other files with no-cache", async () => {
    const script = await app.request("/agent/assets/index-Bx12.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(script.headers.get("content-security-policy")).toBeNull();
    expect(await script.text()).toBe("console.log('portal')");
    const locale = await app.request("/agent/locales/en.json");
    expect(locale.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(locale.headers.get("cache-control")).toBe("no-cache");
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0, *", "br"],
    ["br;q=0, gzip;q=0.1", "gzip"],
  ])("sends the build's precompressed copy the browser accepts (Accept-Encoding %s: %s)", async (acceptEncoding, expected) => {
    const response = await app.request("/agent/assets/vendor-Zz9.js", { headers: { "accept-encoding": acceptEncoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe(expected);
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    const body = Buffer.from(await response.arrayBuffer());
    expect((expected === "br" ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(VENDOR);
  });

  it("sends the file itself when no precompressed coding is accepted, and gzip where Brotli has no copy", async () => {
    const plain = await app.request("/agent/assets/vendor-Zz9.js", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(VENDOR);
    const none = await app.request("/agent/assets/vendor-Zz9.js");
    expect(none.headers.get("content-encoding")).toBeNull();
    const gzipOnly = await app.request("/agent/assets/gz-only-Q1.js", { headers: { "accept-encoding": "br, gzip" } });
    expect(gzipOnly.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipOnly.arrayBuffer())).toString()).toBe(VENDOR);
  });

  it("gives each coding of a file its own ETag, and answers 304 to the matching one", async () => {
    const br = await app.request("/agent/assets/vendor-Zz9.js", { headers: { "accept-encoding": "br" } });
    const gzip = await app.request("/agent/assets/vendor-Zz9.js", { headers: { "accept-encoding": "gzip" } });
    const brTag = br.headers.get("etag") ?? "";
    expect(brTag).toMatch(/-br"$/);
    expect(gzip.headers.get("etag")).not.toBe(brTag);
    const again = await app.request("/agent/assets/vendor-Zz9.js", { headers: { "accept-encoding": "br", "if-none-match": brTag } });
    expect(again.status).toBe(304);
    const other = await app.request("/agent/assets/vendor-Zz9.js", { headers: { "accept-encoding": "gzip", "if-none-match": brTag } });
    expect(other.status).toBe(200);
  });

  it("gives every HTML response its own nonce", async () => {
    const nonces = await Promise.all([1, 2, 3].map(async () => /nonce="([^"]+)"/.exec(await (await app.request("/agent/")).text())?.[1]));
    expect(new Set(nonces).size).toBe(3);
  });

  it("answers 304 to a matching If-None-Match for a static file", async () => {
    const first = await app.request("/agent/locales/en.json");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const again = await app.request("/agent/locales/en.json", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it.each(["/agent/assets/missing-123.js", "/agent/assets/nested/x", "/agent/missing.png", "/agent/locales/xx.json"])(
    "answers 404, never HTML, for the missing file %s",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).not.toContain("text/html");
    },
  );

  it.each(["/agent/..%2fsecret.txt", "/agent/%2e%2e/secret.txt", "/agent/assets/..%2f..%2fsecret.txt"])("never serves a file outside the build folder (%s)", async (path) => {
    const response = await app.request(path);
    expect(await response.text()).not.toContain("do not serve");
  });

  it("explains how to build the portal when the build folder is missing", async () => {
    const response = await appFor(join(root, "nowhere")).request("/agent/");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toContain("pnpm --filter @agent-portal/portal build");
  });
});

describe("webview serving (the routing rule of @agent-portal/permissions/routes/open)", () => {
  it.each([
    "/agent/m",
    "/agent/m/",
    "/agent/m/transfer/15",
    "/agent/m/invite/i.12",
    "/agent/apply-form",
    "/agent/apply-certify?step=2",
    "/agent/no-permission",
    "/agent/apply-progress-mobile/7",
    "/agent/im-determine-route/transfer-15",
  ])("answers the webview's index.html for %s, with a fresh nonce and the security headers", async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expectHtmlSecurityHeaders(response);
    const html = await response.text();
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html).toBe(WEBVIEW_INDEX.replaceAll("__CSP_NONCE__", nonce));
    expect(response.headers.get("content-security-policy")).toBe(cspWithNonce(nonce));
  });

  it.each(["/agent/", "/agent/login", "/agent/apply-progress/7", "/agent/mobile", "/agent/apply-sub-agent-list", "/agent/broadcaster/modify/modify"])(
    "keeps the portal's index.html for %s",
    async (path) => {
      const html = await (await app.request(path)).text();
      expect(html).toContain("/agent/assets/index-Bx12.js");
      expect(html).not.toContain("assets-mobile");
    },
  );

  it("serves the webview's hashed files as immutable and answers 404 for a missing one", async () => {
    const script = await app.request("/agent/assets-mobile/main-Mw9.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
    expect(await script.text()).toBe("console.log('webview')");
    const missing = await app.request("/agent/assets-mobile/gone-1.js");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).not.toContain("text/html");
    // The portal's files are still the portal's.
    expect(await (await app.request("/agent/assets/index-Bx12.js")).text()).toBe("console.log('portal')");
  });

  it.each(["/agent/assets-mobile/..%2f..%2fsecret.txt", "/agent/m/..%2f..%2f..%2fsecret.txt"])("never serves a file outside the webview folder (%s)", async (path) => {
    expect(await (await app.request(path)).text()).not.toContain("do not serve");
  });

  it("explains how to build the webview when its folder is missing, and still serves the portal", async () => {
    const withoutWebview = appFor(dist);
    const page = await withoutWebview.request("/agent/m/transfer/1");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("pnpm --filter @agent-portal/mobile-webview build");
    expect((await withoutWebview.request("/agent/login")).status).toBe(200);
  });
});

describe("API fallbacks", () => {
  it.each(["/api/agent/nothing", "/api", "/api/broker/NoSuchCall", "/bigo_act_livedata_api/nope", "/backend_api/x", "/sandbox/nope"])(
    "answers a JSON 404 envelope for %s, never index.html",
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({ code: 40400 });
    },
  );

  it("answers a JSON 404 for a declared path called with the wrong method", async () => {
    const response = await app.request("/api/agent/user/login");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 40400 });
  });

  it("answers HTTP 413 for a body over the limit", async () => {
    const body = JSON.stringify({ username: "x".repeat(MAX_BODY_BYTES) });
    const response = await app.request("/api/agent/user/getVerifyCode", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 41300 });
  });
});
