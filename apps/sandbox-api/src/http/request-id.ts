import type { Context } from "hono";

/** The request id of a call (`X-Request-Id`, at most 32 characters), or a made-up one when the client sent none: what the admin action log records. */
export const requestIdOf = (c: Context): string => c.req.header("x-request-id")?.slice(0, 32) ?? `srv-${Date.now().toString(36)}`;
