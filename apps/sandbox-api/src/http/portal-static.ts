/**
 * Serves the built portal (PORTAL_DIST) and the built mobile webview (WEBVIEW_DIST) under `/agent`
 * (SPEC section 1: base path /agent, section 2: history-mode router):
 *
 * - `GET /` and `GET /agent` -> 302 `/agent/`;
 * - `assets-mobile/*` -> the webview's hashed files (immutable; a missing one is a 404);
 * - an existing file of the portal -> that file; hashed `assets/*` with `Cache-Control: public, max-age=31536000, immutable`,
 *   anything else `no-cache` with an ETag;
 * - a missing `assets/*` file or a missing file with a static extension -> 404 (never HTML for a script);
 * - any other `/agent/*` path is a page: the webview's `index.html` when `bundleOfPath` gives it to the webview
 *   (the apply flow, `apply-progress-mobile`, `im-determine-route` and `/agent/m/...`), else the portal's
 *   (the SPA fallback), both `no-store` with a fresh CSP nonce, and with the page's own locale file
 *   preloaded by the response itself when the build wrote `locale-preload.json` (`locale-preload.ts`);
 * - HTML always carries {@link HTML_SECURITY_HEADERS} (CSP, nosniff, Referrer-Policy);
 * - a file the build wrote precompressed copies of (`<file>.br`, `<file>.gz`, `@agent-portal/scripts/precompress`)
 *   goes out as the copy the browser accepts ({@link pickEncoding}: Brotli before gzip), with `Vary: Accept-Encoding`,
 *   as nginx's `brotli_static`/`gzip_static` do; anything else is compressed per response by the app's `compress()`;
 * - no build yet -> HTTP 503 text saying how to build the portal (or the webview, for its pages).
 *
 * Files are read at request time, so building either app while the sandbox runs works.
 */
import { readFile, stat } from "node:fs/promises";
import { dirname, extname, join, resolve, sep } from "node:path";
import type { Context, Hono } from "hono";
import { accepts } from "hono/accepts";
import { randomBytes } from "node:crypto";
import { bundleOfPath } from "@agent-portal/permissions/routes/open";
import { CSP_NONCE_PLACEHOLDER, HTML_SECURITY_HEADERS, cspWithNonce } from "./csp.ts";
import { pageLanguage, readLocalePreloadManifest, withLocalePreload } from "./locale-preload.ts";

/** The portal's base path (SPEC section 1). */
export const PORTAL_BASE = "/agent";

/** The mobile webview's folder of hashed files (its Vite `build.assetsDir`), beside the portal's `assets/`. */
export const WEBVIEW_ASSETS_DIR = "assets-mobile";

/** `Cache-Control` of content-hashed build assets. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

interface FoundFile {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

async function findFile(path: string): Promise<FoundFile | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

const notBuilt = (c: Context, dist: string, app: "portal" | "mobile-webview" = "portal") =>
  c.text(
    [
      app === "portal" ? "The Agent Portal is not built yet." : "The Agent Portal mobile webview is not built yet.",
      "",
      "Build it, then reload this page:",
      `  pnpm --filter @agent-portal/${app} build`,
      "or start everything from the repository root:",
      "  pnpm start",
      "",
      `(Looked for ${join(dist, "index.html")}; set ${app === "portal" ? "PORTAL_DIST" : "WEBVIEW_DIST"} to serve another folder.)`,
    ].join("\n"),
    503,
    { "Cache-Control": "no-store" },
  );

/** The precompressed copies the static serving looks for, best first, with their file suffix. */
export const PRECOMPRESSED_ENCODINGS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** A content coding of {@link PRECOMPRESSED_ENCODINGS}. */
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number]["encoding"];

/**
 * The precompressed codings an `Accept-Encoding` header accepts, best first: by quality (an
 * explicit entry, else `*`), Brotli before gzip on a tie; codings with `q=0` are left out. Empty
 * when the header is absent or accepts neither; then the file goes out as it is.
 */
export function acceptedEncodings(c: Context): PrecompressedEncoding[] {
  const ranked = accepts(c, {
    header: "Accept-Encoding",
    supports: PRECOMPRESSED_ENCODINGS.map((entry) => entry.encoding),
    default: "",
    // The whole ranking, comma-joined (`accepts` answers one string); `sort` is stable, so ties keep the order above.
    match: (offered, { supports }) => {
      const quality = (coding: string) => offered.find((entry) => entry.type.toLowerCase() === coding)?.q ?? offered.find((entry) => entry.type === "*")?.q ?? 0;
      return supports
        .map((coding) => ({ coding, q: quality(coding) }))
        .filter((entry) => entry.q > 0)
        .sort((a, b) => b.q - a.q)
        .map((entry) => entry.coding)
        .join(",");
    },
  });
  return ranked.split(",").flatMap((coding) => PRECOMPRESSED_ENCODINGS.filter((entry) => entry.encoding === coding).map((entry) => entry.encoding));
}

/** The best accepted precompressed copy of `file` that the build wrote, or null. */
async function findPrecompressed(c: Context, file: FoundFile): Promise<{ encoding: PrecompressedEncoding; copy: FoundFile } | null> {
  for (const encoding of acceptedEncodings(c)) {
    const suffix = PRECOMPRESSED_ENCODINGS.find((entry) => entry.encoding === encoding)?.suffix ?? "";
    const copy = await findFile(file.path + suffix);
    if (copy !== null) return { encoding, copy };
  }
  return null;
}

async function sendFile(c: Context, file: FoundFile, cacheControl: string): Promise<Response> {
  const type = CONTENT_TYPES[extname(file.path).toLowerCase()] ?? "application/octet-stream";
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Cache-Control": cacheControl,
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
    ...(type.startsWith("text/html") ? HTML_SECURITY_HEADERS : {}),
  };
  if (type.startsWith("text/html")) {
    // A fresh nonce per response: written into the page and allowed by the CSP (never cached).
    const nonce = randomBytes(16).toString("base64");
    const page = (await readFile(file.path, "utf8")).replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
    const manifest = await readLocalePreloadManifest(dirname(file.path));
    const html = manifest === null ? page : withLocalePreload(page, manifest, pageLanguage(c));
    const { ETag: _etag, ...htmlHeaders } = headers;
    return c.body(html, 200, { ...htmlHeaders, "Cache-Control": "no-store", "Content-Security-Policy": cspWithNonce(nonce) });
  }
  const precompressed = await findPrecompressed(c, file);
  if (precompressed !== null) {
    const encoded = { ...headers, ETag: etag.replace(/"$/, `-${precompressed.encoding}"`), "Content-Encoding": precompressed.encoding, Vary: "Accept-Encoding" };
    if (c.req.header("if-none-match") === encoded.ETag) return c.body(null, 304, encoded);
    return c.body(new Uint8Array(await readFile(precompressed.copy.path)), 200, encoded);
  }
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(await readFile(file.path)), 200, headers);
}

/** The path inside the dist folder for a request path under `/agent/`, or null when it escapes the folder. */
export function resolveInDist(dist: string, requestPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath.slice(PORTAL_BASE.length + 1));
  } catch {
    return null;
  }
  if (relative.includes("\0")) return null;
  const full = resolve(dist, relative);
  return full === dist || full.startsWith(dist + sep) ? full : null;
}

/**
 * Mounts the portal routes on `app`, serving the folder `dist` and, for the webview's pages and
 * `assets-mobile/`, the folder `webviewDist` (default: none, every page is the portal's).
 */
export function mountPortal(app: Hono, dist: string, webviewDist?: string): void {
  const root = resolve(dist);
  const webviewRoot = webviewDist === undefined ? null : resolve(webviewDist);
  const toBase = (c: Context) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${PORTAL_BASE}/${query}`, 302);
  };
  app.get("/", toBase);
  app.get(PORTAL_BASE, toBase);

  app.get(`${PORTAL_BASE}/*`, async (c) => {
    if (webviewRoot !== null) {
      const answer = await serveWebview(c, webviewRoot);
      if (answer !== null) return answer;
    }
    const index = await findFile(join(root, "index.html"));
    if (index === null) return notBuilt(c, root);
    const target = resolveInDist(root, c.req.path);
    if (target === null) return c.text("Not found", 404);
    const relative = target.slice(root.length + 1);
    const file = relative === "" ? null : await findFile(target);
    if (file !== null) {
      return sendFile(c, file, relative.startsWith(`assets${sep}`) ? IMMUTABLE_CACHE : "no-cache");
    }
    if (relative.startsWith(`assets${sep}`) || extname(relative).toLowerCase() in CONTENT_TYPES) {
      return c.text("Not found", 404, { "Cache-Control": "no-cache" });
    }
    return sendFile(c, index, "no-cache");
  });
}

/**
 * The webview's share of `/agent/*`: its hashed files under `assets-mobile/` (a missing one is a 404) and its
 * pages (`bundleOfPath(path) === "mobile"`: its `index.html`, or the "not built" text); `null` for everything
 * else, which the portal serves.
 */
async function serveWebview(c: Context, root: string): Promise<Response | null> {
  const target = resolveInDist(root, c.req.path);
  if (target === null) return null;
  const relative = target.slice(root.length + 1);
  if (relative.startsWith(`${WEBVIEW_ASSETS_DIR}${sep}`)) {
    const file = await findFile(target);
    return file === null ? c.text("Not found", 404, { "Cache-Control": "no-cache" }) : sendFile(c, file, IMMUTABLE_CACHE);
  }
  if (bundleOfPath(c.req.path) !== "mobile" || extname(relative).toLowerCase() in CONTENT_TYPES) return null;
  const index = await findFile(join(root, "index.html"));
  return index === null ? notBuilt(c, root, "mobile-webview") : sendFile(c, index, "no-cache");
}
