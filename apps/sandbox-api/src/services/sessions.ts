/**
 * Login sessions: issuing, resolving and revoking bearer tokens. Only the token's SHA-256
 * is stored; the token itself is answered once, by login or refreshToken.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { AccountStatus } from "@agent-portal/api-client/enums";
import type { PermissionId } from "@agent-portal/permissions/ids";
import { createToken, hashSecret, TOKEN_TTL_SECONDS } from "#auth/secrets.ts";
import type { Database } from "#db/client.ts";
import { accounts, sessions } from "#db/schema/accounts.ts";
import type { Account } from "#db/schema/accounts.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import { effectivePermissions } from "./permissions.ts";

/** The authenticated caller of a call. */
export interface Caller {
  readonly account: Account;
  /** The session the bearer token belongs to. */
  readonly sessionId: number;
  /** Effective permission ids (own + agency + TransferRelation derivation), ascending. */
  readonly permissions: readonly PermissionId[];
  /** Until when the session counts as phone-verified; null when it never passed a phone check. */
  readonly phoneVerifiedUntil: Date | null;
}

/** A token as login and refreshToken answer it: `expiresIn` in seconds. */
export interface IssuedToken {
  readonly token: string;
  readonly expiresIn: number;
}

/**
 * Creates a session for `accountId`, valid {@link TOKEN_TTL_SECONDS} from `now`.
 * `phoneVerifiedUntil` carries a phone verification over (refreshToken keeps it).
 */
export async function issueToken(db: Database, accountId: number, now: Date, phoneVerifiedUntil: Date | null = null): Promise<IssuedToken> {
  const token = createToken();
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
    phoneVerifiedUntil,
  });
  return { token, expiresIn: TOKEN_TTL_SECONDS };
}

/**
 * Resolves a bearer token to its caller.
 *
 * @throws {ContractError} 20003 when the token is unknown or revoked, 20002 when it has
 *   expired, 20006 when the account is disabled (all HTTP 200, SPEC section 8).
 */
export async function resolveToken(db: Database, token: string, now: Date): Promise<Caller> {
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(sessions.accountId, accounts.id))
    .where(eq(sessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (row === undefined || row.session.revokedAt !== null) {
    throw new ContractError(ServerCode.Unauthorized, "Unauthorized");
  }
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    throw new ContractError(ServerCode.TokenExpired, "Token expired");
  }
  if (row.account.status === AccountStatus.Disabled) {
    throw new ContractError(ServerCode.AccountDisabled, "Account disabled");
  }
  return {
    account: row.account,
    sessionId: row.session.id,
    permissions: effectivePermissions(row.account),
    phoneVerifiedUntil: row.session.phoneVerifiedUntil,
  };
}

/** Marks a session revoked: its token then answers 20003. */
export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Expires every live (unrevoked, unexpired) session of an account now, so its next call answers
 * 20002 (sandbox only: `POST /sandbox/sessions/expire`). Answers how many were expired, or null
 * when no account has that name.
 */
export async function expireSessionsOf(db: Database, username: string, now: Date): Promise<number | null> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username.trim().toLowerCase())).limit(1);
  if (account === undefined) return null;
  const expired = await db
    .update(sessions)
    .set({ expiresAt: now })
    .where(and(eq(sessions.accountId, account.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return expired.length;
}

/** Marks a session phone-verified until `until` (a passed phone check, SPEC section 4). */
export async function markPhoneVerified(db: Database, sessionId: number, until: Date): Promise<void> {
  await db.update(sessions).set({ phoneVerifiedUntil: until }).where(eq(sessions.id, sessionId));
}
