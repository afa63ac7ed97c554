/**
 * Who sends a request, for the per-client abuse limits (README "Abuse limits"): the address of
 * the connection; behind a proxy that sets it (`SANDBOX_TRUST_PROXY=1`), the first address of
 * `X-Forwarded-For`. A request that came over no socket (`app.request` in tests) is `local`.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { SandboxConfig } from "#config.ts";

/** The client key of a request: an IP address, or `local`. */
export function clientOf(c: Context, config: Pick<SandboxConfig, "trustProxy">): string {
  if (config.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded !== undefined && forwarded !== "") return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
