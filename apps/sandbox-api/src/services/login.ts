/**
 * Login with account, password and a verification code (SPEC section 7, main API:
 * getVerifyCode and login). Error codes are `LoginErrorCode` of the contract:
 * 10001 wrong credentials, 10002 wrong/expired/used code, 10003 disabled,
 * 10004 too many failures (or attempts from this client), 10005 code requested less than 60 s
 * ago (or too many requests from this client).
 *
 * The abuse limits (README "Abuse limits") are counted in the database with atomic upserts
 * (`rate-limits.ts`), before the slow password check: an attempt takes its place in the lockout
 * count first, so N concurrent attempts make at most {@link LOCKOUT_MAX_FAILURES} password checks.
 * The lockout counts per account name and client (the connection's address): one client's
 * failures never lock the same account out for anyone else.
 */
import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import { LoginErrorCode } from "@agent-portal/api-client/contract/main";
import { AccountStatus } from "@agent-portal/api-client/enums";
import { hashPassword, verifyPassword } from "#auth/password.ts";
import { createVerifyCode, hashSecret } from "#auth/secrets.ts";
import type { Database } from "#db/client.ts";
import type { Client } from "#http/client.ts";
import { accounts, loginAttempts, verificationCodes } from "#db/schema/accounts.ts";
import { ContractError } from "#http/codes.ts";
import { sendMessage } from "./outbox.ts";
import { clearHits, countHit, takeBackHit, withinLimit } from "./rate-limits.ts";
import type { Limit } from "./rate-limits.ts";
import { issueToken } from "./sessions.ts";
import type { IssuedToken } from "./sessions.ts";

/** A login code stays valid 5 minutes (seconds). */
export const CODE_TTL_SECONDS = 5 * 60;
/** One code per account name every 60 seconds (SPEC section 9: resend countdown 60 s). */
export const CODE_RESEND_SECONDS = 60;
/** Failed logins of one account name from one client counted over this window (seconds). */
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
/** This many failures of one account name from one client within the window lock that name for that client (answer 10004). */
export const LOCKOUT_MAX_FAILURES = 5;
/** Login attempts one client may make, whatever the names (10004 beyond). */
export const LOGIN_CLIENT_LIMIT: Limit = { max: 30, windowSeconds: 10 * 60 };
/** Code requests one client may make, whatever the names (10005 beyond). */
export const CODE_CLIENT_LIMIT: Limit = { max: 20, windowSeconds: 10 * 60 };

/** Normalises a typed account name (trimmed, lower-case). */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

const seconds = (now: Date, delta: number): Date => new Date(now.getTime() + delta * 1000);

/**
 * Sends a login code to the account's channel: 6 digits, valid {@link CODE_TTL_SECONDS}.
 * An unknown or disabled account gets the same answer, but nothing is sent.
 *
 * @throws {ContractError} 10005 when the client asked for more than {@link CODE_CLIENT_LIMIT}
 *   codes, or a code was requested for this name less than 60 s ago.
 */
export async function requestLoginCode(db: Database, typedUsername: string, client: Client, now: Date): Promise<{ expireSeconds: number; resendAfterSeconds: number }> {
  if (client.limited && !(await withinLimit(db, `code:${client.key}`, CODE_CLIENT_LIMIT, now))) {
    throw new ContractError(LoginErrorCode.CodeTooFrequent, "Too many codes requested from this device, try again later");
  }
  const username = normaliseUsername(typedUsername);
  const [recent] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.username, username), eq(verificationCodes.purpose, "login"), gt(verificationCodes.createdAt, seconds(now, -CODE_RESEND_SECONDS))))
    .limit(1);
  if (recent !== undefined) throw new ContractError(LoginErrorCode.CodeTooFrequent, "A code was sent less than 60 seconds ago");

  const [account] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  const deliver = account !== undefined && account.status !== AccountStatus.Disabled;
  const code = deliver ? createVerifyCode() : null;
  await db.insert(verificationCodes).values({
    username,
    accountId: deliver ? account.id : null,
    purpose: "login",
    codeHash: code === null ? null : hashSecret(code),
    createdAt: now,
    expiresAt: seconds(now, CODE_TTL_SECONDS),
  });
  if (deliver && code !== null) {
    await sendMessage(
      db,
      {
        channel: account.phone === null ? "im" : "sms",
        recipient: username,
        accountId: account.id,
        purpose: "login",
        code,
        body: `Your Agent Portal login code is ${code}. It is valid for 5 minutes.`,
      },
      now,
    );
  }
  return { expireSeconds: CODE_TTL_SECONDS, resendAfterSeconds: CODE_RESEND_SECONDS };
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against for unknown names, so they take as long as known ones. */
const timingDummy = (): Promise<string> => (dummyHash ??= hashPassword("sandbox-timing-dummy"));

async function recordAttempt(db: Database, username: string, failureCode: number | null, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ username, succeeded: failureCode === null, failureCode, at: now });
}

/** The lockout counter of an account name at a client. */
const lockoutKey = (username: string, client: string): string => `login-fail:${client}:${username}`;

/** Marks the account's newest login code used if it is `code`, unexpired and unused; false otherwise. */
async function consumeCode(db: Database, accountId: number, code: string, now: Date): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.accountId, accountId), eq(verificationCodes.purpose, "login"), isNotNull(verificationCodes.codeHash)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (latest === undefined || latest.consumedAt !== null || latest.expiresAt.getTime() <= now.getTime()) return false;
  if (latest.codeHash !== hashSecret(code)) return false;
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

/**
 * Logs in: checks, in order, the client's attempt limit and the lockout of the name at this client
 * (10004), account and password (10001), status (10003) and the code (10002); on success answers a
 * token valid 24 hours (the session ends 7 days after the login at the latest).
 *
 * Each attempt counts towards the lockout before the password is checked (an atomic increment);
 * failures 10001 and 10002 keep their count, a disabled account's right password (10003) gives it
 * back, and a success clears the count.
 */
export async function logIn(db: Database, input: { readonly username: string; readonly password: string; readonly code: string }, client: Client, now: Date): Promise<IssuedToken> {
  const username = normaliseUsername(input.username);
  if (client.limited && !(await withinLimit(db, `login:${client.key}`, LOGIN_CLIENT_LIMIT, now))) {
    throw new ContractError(LoginErrorCode.TooManyAttempts, "Too many login attempts from this device, try again later");
  }
  const key = lockoutKey(username, client.key);
  if ((await countHit(db, key, LOCKOUT_WINDOW_SECONDS, now)) > LOCKOUT_MAX_FAILURES) {
    await takeBackHit(db, key);
    throw new ContractError(LoginErrorCode.TooManyAttempts, "Too many failed attempts, try again in 15 minutes");
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? (await timingDummy()));
  if (account === undefined || !passwordOk) {
    await recordAttempt(db, username, LoginErrorCode.WrongCredentials, now);
    throw new ContractError(LoginErrorCode.WrongCredentials, "Wrong account or password");
  }
  if (account.status === AccountStatus.Disabled) {
    await takeBackHit(db, key);
    await recordAttempt(db, username, LoginErrorCode.AccountDisabled, now);
    throw new ContractError(LoginErrorCode.AccountDisabled, "This account is disabled");
  }
  if (!(await consumeCode(db, account.id, input.code, now))) {
    await recordAttempt(db, username, LoginErrorCode.WrongCode, now);
    throw new ContractError(LoginErrorCode.WrongCode, "Wrong or expired verification code");
  }
  await clearHits(db, key);
  await recordAttempt(db, username, null, now);
  return issueToken(db, account.id, now);
}
