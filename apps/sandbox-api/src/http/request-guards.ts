/**
 * Guards in front of the routes (README "Security"):
 *
 * - `/sandbox/*` answers only requests addressed to this sandbox (`Host`: a loopback name, or the
 *   host of `PUBLIC_ORIGIN`; HTTP 403 otherwise, so a page on another domain cannot reach it by DNS
 *   rebinding), refuses changes from another site or origin (HTTP 403) and bodies over 64 KiB
 *   (HTTP 413; the telemetry collector keeps its 1 MiB);
 * - the API refuses POSTs from another site (`Sec-Fetch-Site: cross-site`, or without that header
 *   an `Origin` of another host): HTTP 403, code 40300.
 *
 * Requests without `Sec-Fetch-Site` and `Origin` (curl, tests, Playwright's request context) are
 * not browsers' cross-site requests and pass.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ServerCode } from "./codes.ts";
import { errorEnvelope } from "./envelope.ts";

/** Largest body of a `/sandbox/*` tool route (reset, faults, session expiry), bytes. */
export const MAX_SANDBOX_BODY_BYTES = 64 * 1024;

/** Host names the sandbox always answers: it binds to loopback by default. */
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host (name and port) the request was addressed to: its `Host` header, which the server builds the URL from. */
const requestHost = (c: Context): URL => new URL(c.req.url);

/** True when the request is addressed to this sandbox: a loopback name or the public origin's host. */
export function isOwnHost(c: Context, publicOrigin: string): boolean {
  const name = requestHost(c).hostname.toLowerCase();
  return LOOPBACK.has(name) || name === new URL(publicOrigin).hostname.toLowerCase();
}

/**
 * True when a browser sent the request from another site (`strict`: also another origin of the
 * same site): by `Sec-Fetch-Site`, or, from browsers that do not send it, by an `Origin` whose host
 * is neither the request's own nor the public origin's (loopback names count as one host).
 */
export function isCrossSite(c: Context, publicOrigin: string, strict: boolean): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site === "cross-site" || (strict && site === "same-site");
  const origin = c.req.header("origin");
  if (origin === undefined || origin === "null") return origin === "null";
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return true;
  }
  const own = requestHost(c);
  if (from.host.toLowerCase() === own.host.toLowerCase() || from.origin === publicOrigin) return false;
  return !(LOOPBACK.has(from.hostname.toLowerCase()) && LOOPBACK.has(own.hostname.toLowerCase()));
}

/** The guard of `/sandbox/*` (see the module comment). */
export function sandboxGuard(publicOrigin: () => string, telemetryPath: string): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_SANDBOX_BODY_BYTES, onError: (c) => c.json({ error: "body over 64 KiB" }, 413) });
  return async (c, next) => {
    if (!isOwnHost(c, publicOrigin())) return c.json({ error: "host not served: use localhost or the public origin" }, 403);
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && isCrossSite(c, publicOrigin(), true)) return c.json({ error: "cross-site requests are refused" }, 403);
    if (c.req.path.startsWith(telemetryPath)) return next();
    return limit(c, next);
  };
}

/** The guard of the API roots: POSTs from another site answer HTTP 403, code 40300. */
export function apiGuard(publicOrigin: () => string): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === "POST" && isCrossSite(c, publicOrigin(), false)) return c.json(errorEnvelope(ServerCode.CrossSite, "Cross-site requests are refused"), 403);
    return next();
  };
}
