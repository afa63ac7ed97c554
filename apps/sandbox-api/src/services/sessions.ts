/**
 * Login sessions: issuing, resolving and revoking bearer tokens. Only the token's SHA-256
 * is stored; the token itself is answered once, by login or refreshToken.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { AccountStatus } from "@agent-portal/api-client/enums";
import type { PermissionId } from "@agent-portal/permissions/ids";
import { createToken, hashSecret, SESSION_MAX_SECONDS, TOKEN_TTL_SECONDS } from "#auth/secrets.ts";
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
  /** The absolute end of the login (refreshes never pass it). */
  readonly sessionEndsAt: Date;
}

/** A token as login and refreshToken answer it: `expiresIn` in seconds. */
export interface IssuedToken {
  readonly token: string;
  readonly expiresIn: number;
}

/** What a refreshed token carries over from the one it replaces. */
export interface CarriedOver {
  /** The phone verification of the old session. */
  readonly phoneVerifiedUntil: Date | null;
  /** The absolute end of the login. */
  readonly endsAt: Date;
}

/**
 * Creates a session for `accountId`, valid {@link TOKEN_TTL_SECONDS} from `now` but never past the
 * login's absolute end: a new login ends {@link SESSION_MAX_SECONDS} from `now`; a refresh carries
 * the old end (and the phone verification) over, so its token may be valid for less than 24 hours.
 */
export async function issueToken(db: Database, accountId: number, now: Date, carried: CarriedOver | null = null): Promise<IssuedToken> {
  const token = createToken();
  const endsAt = carried?.endsAt ?? new Date(now.getTime() + SESSION_MAX_SECONDS * 1000);
  const expiresAt = new Date(Math.min(now.getTime() + TOKEN_TTL_SECONDS * 1000, endsAt.getTime()));
  await db.insert(sessions).values({
    accountId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt,
    endsAt,
    phoneVerifiedUntil: carried?.phoneVerifiedUntil ?? null,
  });
  return { token, expiresIn: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
}

/**
 * Resolves a bearer token to its caller.
 *
 * @throws {ContractError} 20003 when the token is unknown or revoked (a refresh replaced it, the
 *   session logged out, or the account was disabled and enabled again), 20006 while the account is
 *   disabled, 20002 when it has expired (all HTTP 200, SPEC section 8).
 */
export async function resolveToken(db: Database, token: string, now: Date): Promise<Caller> {
  const [row] = await db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(sessions.accountId, accounts.id))
    .where(eq(sessions.tokenHash, hashSecret(token)))
    .limit(1);
  if (row === undefined) throw new ContractError(ServerCode.Unauthorized, "Unauthorized");
  if (row.account.status === AccountStatus.Disabled) {
    throw new ContractError(ServerCode.AccountDisabled, "Account disabled");
  }
  if (row.session.revokedAt !== null) throw new ContractError(ServerCode.Unauthorized, "Unauthorized");
  if (row.session.expiresAt.getTime() <= now.getTime()) {
    throw new ContractError(ServerCode.TokenExpired, "Token expired");
  }
  return {
    account: row.account,
    sessionId: row.session.id,
    permissions: effectivePermissions(row.account),
    phoneVerifiedUntil: row.session.phoneVerifiedUntil,
    sessionEndsAt: row.session.endsAt,
  };
}

/** Marks a session revoked (refreshToken, logout): its token then answers 20003. */
export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Sets an account's status. Disabling it also ends every session it has (its tokens answer 20006
 * while it stays disabled and 20003 once enabled again); the database does the same for any other
 * update of `accounts.status` (trigger `accounts_disabled_end_sessions`). Answers the sessions ended.
 */
export async function setAccountStatus(db: Database, accountId: number, status: AccountStatus, now: Date): Promise<number> {
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  await db.update(accounts).set({ status }).where(eq(accounts.id, accountId));
  if (status !== AccountStatus.Disabled) return 0;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  return live.length;
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
