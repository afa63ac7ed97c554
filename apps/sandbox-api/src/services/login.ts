/**
 * Login with account, password and a verification code (SPEC section 7, main API:
 * getVerifyCode and login). Error codes are `LoginErrorCode` of the contract:
 * 10001 wrong credentials, 10002 wrong/expired/used code, 10003 disabled,
 * 10004 too many failures, 10005 code requested less than 60 s ago.
 */
import { and, count, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import { LoginErrorCode } from "@agent-portal/api-client/contract/main";
import { AccountStatus } from "@agent-portal/api-client/enums";
import { hashPassword, verifyPassword } from "#auth/password.ts";
import { createVerifyCode, hashSecret } from "#auth/secrets.ts";
import type { Database } from "#db/client.ts";
import { accounts, loginAttempts, verificationCodes } from "#db/schema/accounts.ts";
import { ContractError } from "#http/codes.ts";
import { sendMessage } from "./outbox.ts";
import { issueToken } from "./sessions.ts";
import type { IssuedToken } from "./sessions.ts";

/** A login code stays valid 5 minutes (seconds). */
export const CODE_TTL_SECONDS = 5 * 60;
/** One code per account name every 60 seconds (SPEC section 9: resend countdown 60 s). */
export const CODE_RESEND_SECONDS = 60;
/** Failed logins counted over this window (seconds). */
export const LOCKOUT_WINDOW_SECONDS = 15 * 60;
/** This many failures within the window lock the account name (answer 10004). */
export const LOCKOUT_MAX_FAILURES = 5;

/** Normalises a typed account name (trimmed, lower-case). */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

const seconds = (now: Date, delta: number): Date => new Date(now.getTime() + delta * 1000);

/**
 * Sends a login code to the account's channel: 6 digits, valid {@link CODE_TTL_SECONDS}.
 * An unknown or disabled account gets the same answer, but nothing is sent.
 *
 * @throws {ContractError} 10005 when a code was requested for this name less than 60 s ago.
 */
export async function requestLoginCode(
  db: Database,
  typedUsername: string,
  now: Date,
): Promise<{ expireSeconds: number; resendAfterSeconds: number }> {
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

async function recentFailures(db: Database, username: string, now: Date): Promise<number> {
  const since = seconds(now, -LOCKOUT_WINDOW_SECONDS);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.username, username), eq(loginAttempts.succeeded, true), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        inArray(loginAttempts.failureCode, [LoginErrorCode.WrongCredentials, LoginErrorCode.WrongCode]),
        gt(loginAttempts.at, lastSuccess?.at ?? since),
      ),
    );
  return row?.n ?? 0;
}

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
 * Logs in: checks, in order, the lockout (10004), account and password (10001), status
 * (10003) and the code (10002); on success answers a token valid 24 hours.
 * Failures 10001 and 10002 count towards the lockout; a success resets the count.
 */
export async function logIn(
  db: Database,
  input: { readonly username: string; readonly password: string; readonly code: string },
  now: Date,
): Promise<IssuedToken> {
  const username = normaliseUsername(input.username);
  if ((await recentFailures(db, username, now)) >= LOCKOUT_MAX_FAILURES) {
    throw new ContractError(LoginErrorCode.TooManyAttempts, "Too many failed attempts, try again in 15 minutes");
  }
  const [account] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  const passwordOk = await verifyPassword(input.password, account?.passwordHash ?? (await timingDummy()));
  if (account === undefined || !passwordOk) {
    await recordAttempt(db, username, LoginErrorCode.WrongCredentials, now);
    throw new ContractError(LoginErrorCode.WrongCredentials, "Wrong account or password");
  }
  if (account.status === AccountStatus.Disabled) {
    await recordAttempt(db, username, LoginErrorCode.AccountDisabled, now);
    throw new ContractError(LoginErrorCode.AccountDisabled, "This account is disabled");
  }
  if (!(await consumeCode(db, account.id, input.code, now))) {
    await recordAttempt(db, username, LoginErrorCode.WrongCode, now);
    throw new ContractError(LoginErrorCode.WrongCode, "Wrong or expired verification code");
  }
  await recordAttempt(db, username, null, now);
  return issueToken(db, account.id, now);
}
