/**
 * Who sends a request, for the per-client abuse limits (README "Abuse limits"): the address of
 * the connection; behind a proxy that sets it (`SANDBOX_TRUST_PROXY=1`), the first address of
 * `X-Forwarded-For`. A request that came over no socket (`app.request` in tests) is `local`.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { SandboxConfig } from "#config.ts";

/** Who sent a request, as the abuse limits see it. */
export interface Client {
  /** An IP address, or `local`. */
  readonly key: string;
  /** Whether the per-client limits apply (`SANDBOX_CLIENT_LIMITS`, on unless `off`). */
  readonly limited: boolean;
}

function addressOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded !== undefined && forwarded !== "") return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}

/** The client of a request. */
export function clientOf(c: Context, config: Pick<SandboxConfig, "trustProxy" | "clientLimits">): Client {
  return { key: addressOf(c, config.trustProxy), limited: config.clientLimits };
}
