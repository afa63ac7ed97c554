/**
 * Reads the caller from `Authorization: Bearer <token>` (SPEC section 7: every call carries
 * an auth token header).
 */
import type { Context } from "hono";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { AccountRole } from "@agent-portal/api-client/enums";
import { TOKEN_PATTERN } from "#auth/secrets.ts";
import { resolveToken } from "#services/sessions.ts";
import type { Caller } from "#services/sessions.ts";
import { ContractError, ServerCode } from "./codes.ts";
import type { AppDeps } from "./deps.ts";

/** The token of an `Authorization` header value, or null when it is missing or not `Bearer <b64token>`. */
export function parseBearer(header: string | undefined): string | null {
  const match = /^Bearer +(\S+)$/i.exec(header?.trim() ?? "");
  const token = match?.[1];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * Authenticates the request.
 *
 * @throws {ContractError} HTTP 401 (code 20003) when the header is missing or garbled; otherwise
 *   HTTP 200 with 20003 (unknown or revoked token), 20002 (expired) or 20006 (account disabled).
 */
export async function authenticate(c: Context, deps: AppDeps, now: Date): Promise<Caller> {
  const token = parseBearer(c.req.header("authorization"));
  if (token === null) throw new ContractError(ServerCode.Unauthorized, "Authorization: Bearer <token> required", 401);
  return resolveToken(deps.db, token, now);
}

/**
 * The check of a server-to-server call (`service: true`): in the sandbox a service is any request
 * with the token of an Admin or Operator account.
 *
 * @throws {ContractError} 43012 (live-data AccessDenied) for anything else, a missing token included.
 */
export async function requireService(c: Context, deps: AppDeps, now: Date): Promise<void> {
  const denied = () => new ContractError(LiveDataErrorCode.AccessDenied, "Server-to-server access denied");
  let role: number;
  try {
    role = (await authenticate(c, deps, now)).account.role;
  } catch {
    throw denied();
  }
  if (role !== AccountRole.Admin && role !== AccountRole.Operator) throw denied();
}
