/**
 * Phone verification (SPEC sections 4, 5, 8; issue 6 item 2): codes sent to the outbox, real
 * expiry (5 minutes), an attempt limit (5 wrong codes invalidate a code), the 60 s resend
 * countdown enforced here, binding a phone, and the session's phone-verified window that lifts
 * 40001 for calls mounted with `phoneAuth`.
 *
 * Codes (`PhoneErrorCode`, SPEC section 8): 501 the `bigo_id` is not the caller's own; 502 no
 * bound phone; 503 SMS undeliverable (national numbers ending in `0000` are the sandbox's
 * unreachable test numbers); 505 wrong, expired, used or invalidated code; 506 resend within
 * 60 s; 521 the phone is bound to another account. 500 (IM failed) and 504 (uid lookup failed)
 * never arise from the data: inject them with `/sandbox/faults`.
 */
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { PhoneErrorCode } from "@agent-portal/api-client/contract/phone-codes";
import { VerifyCodeScene, VerifyCodeType } from "@agent-portal/api-client/enums";
import { createVerifyCode, hashSecret } from "#auth/secrets.ts";
import type { Database } from "#db/client.ts";
import { accounts, verificationCodes } from "#db/schema/accounts.ts";
import type { Account, VerificationCode } from "#db/schema/accounts.ts";
import { ContractError, ServerCode } from "#http/codes.ts";
import { sendMessage } from "#services/outbox.ts";
import type { Caller } from "#services/sessions.ts";
import { markPhoneVerified } from "#services/sessions.ts";
import { maskNumber, splitPhone } from "./dial-codes.ts";

/** A phone code stays valid this long (seconds). */
export const PHONE_CODE_TTL_SECONDS = 5 * 60;
/** Another code for the same scene may be requested after this many seconds (SPEC section 9). */
export const PHONE_RESEND_SECONDS = 60;
/** Wrong codes allowed against one code; the 5th invalidates it. */
export const PHONE_MAX_ATTEMPTS = 5;
/** A passed phone check lifts 40001 for this long (seconds). */
export const PHONE_VERIFIED_SECONDS = 10 * 60;

const PHONE_PURPOSE = "phone";
/** The instant `seconds` after `now`. */
export const at = (now: Date, seconds: number): Date => new Date(now.getTime() + seconds * 1000);
const SCENE_NAMES: Readonly<Record<number, string>> = {
  [VerifyCodeScene.SIGN]: "phone-sign",
  [VerifyCodeScene.CHECK_AUTH]: "phone-check",
  [VerifyCodeScene.BIND_PHONE]: "phone-bind",
};

/** True while the session's phone check holds. */
export const isPhoneVerified = (caller: Pick<Caller, "phoneVerifiedUntil">, now: Date): boolean =>
  caller.phoneVerifiedUntil !== null && caller.phoneVerifiedUntil.getTime() > now.getTime();

/** The bound phone of an account, or null. */
export const boundPhoneOf = (account: Pick<Account, "phonePrefix" | "phone">): { prefix: string; number: string } | null =>
  account.phonePrefix === null || account.phone === null ? null : { prefix: account.phonePrefix, number: account.phone };

/** What checkIfUidHasPhone answers: the prefix and the masked number. @throws {ContractError} 502 without a bound phone. */
export function maskedPhoneOf(account: Pick<Account, "phonePrefix" | "phone">): { prefix: string; phone: string } {
  const bound = boundPhoneOf(account);
  if (bound === null) throw new ContractError(PhoneErrorCode.NoPhone, "No phone is bound to this account");
  return { prefix: bound.prefix, phone: maskNumber(bound.number) };
}

/** A send-code request (union_oss and live_agent_portal sendVerifyCode). */
export interface SendCodeInput {
  readonly type: VerifyCodeType;
  readonly scene: VerifyCodeScene;
  readonly phone?: string | undefined;
  readonly bigo_id: string;
}

/**
 * Sends a code: BIND_PHONE to the given new `phone` (SMS) or the caller's IM inbox; other scenes to
 * the bound phone (SMS) or IM. CHECK_AUTH needs a bound phone.
 *
 * @throws {ContractError} 501, 502, 503, 506 (see the module doc); 40000 when BIND_PHONE has no `phone`.
 */
export async function sendPhoneCode(db: Database, caller: Caller, input: SendCodeInput, now: Date): Promise<{ expire_seconds: number; resend_after_seconds: number }> {
  const { account } = caller;
  if (input.bigo_id.toLowerCase() !== account.bigoId.toLowerCase()) {
    throw new ContractError(PhoneErrorCode.NotAuthorised, "Codes are only sent to your own account");
  }
  const bound = boundPhoneOf(account);
  let target: string | null = null;
  if (input.scene === VerifyCodeScene.BIND_PHONE) {
    if (input.phone === undefined) throw new ContractError(ServerCode.InvalidRequest, "phone: required to bind a phone", 400);
    target = input.phone;
  } else {
    if (bound === null && (input.scene === VerifyCodeScene.CHECK_AUTH || input.type === VerifyCodeType.PHONE_MSG)) {
      throw new ContractError(PhoneErrorCode.NoPhone, "No phone is bound to this account");
    }
    if (bound !== null) target = bound.prefix + bound.number;
  }
  const [recent] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.accountId, account.id),
        eq(verificationCodes.purpose, PHONE_PURPOSE),
        eq(verificationCodes.scene, input.scene),
        gt(verificationCodes.createdAt, at(now, -PHONE_RESEND_SECONDS)),
      ),
    )
    .limit(1);
  if (recent !== undefined) throw new ContractError(PhoneErrorCode.SendTooFrequent, "A code was sent less than 60 seconds ago");
  if (input.type === VerifyCodeType.PHONE_MSG && target !== null && splitPhone(target).number.endsWith("0000")) {
    throw new ContractError(PhoneErrorCode.SendBySmsFailed, "The SMS could not be delivered");
  }

  const code = createVerifyCode();
  await db.insert(verificationCodes).values({
    username: account.username,
    accountId: account.id,
    purpose: PHONE_PURPOSE,
    scene: input.scene,
    codeType: input.type,
    phone: input.scene === VerifyCodeScene.BIND_PHONE ? target : null,
    codeHash: hashSecret(code),
    createdAt: now,
    expiresAt: at(now, PHONE_CODE_TTL_SECONDS),
  });
  await sendMessage(
    db,
    {
      channel: input.type === VerifyCodeType.PHONE_MSG ? "sms" : "im",
      recipient: account.username,
      accountId: account.id,
      purpose: SCENE_NAMES[input.scene] ?? PHONE_PURPOSE,
      code,
      body: `Your Agent Portal verification code is ${code}. It is valid for 5 minutes.`,
    },
    now,
  );
  return { expire_seconds: PHONE_CODE_TTL_SECONDS, resend_after_seconds: PHONE_RESEND_SECONDS };
}

/**
 * Checks `code` against the newest code of `scene` (and type) sent to the caller, and uses it up.
 * A wrong code counts an attempt; the 5th wrong one invalidates the code.
 *
 * @throws {ContractError} 505 when there is no live code, it was sent by another type, it is
 *   invalidated, or `code` is wrong.
 */
async function consumePhoneCode(
  db: Database,
  accountId: number,
  input: { readonly type: VerifyCodeType; readonly scene: VerifyCodeScene; readonly code: string },
  now: Date,
): Promise<VerificationCode> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.accountId, accountId), eq(verificationCodes.purpose, PHONE_PURPOSE), eq(verificationCodes.scene, input.scene)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  const fail = (msg: string) => new ContractError(PhoneErrorCode.CheckCodeFailed, msg);
  if (latest === undefined || latest.consumedAt !== null || latest.expiresAt.getTime() <= now.getTime()) {
    throw fail("The code is wrong or has expired");
  }
  if (latest.attempts >= PHONE_MAX_ATTEMPTS) throw fail("Too many wrong codes: request a new code");
  if (latest.codeType !== input.type || latest.codeHash !== hashSecret(input.code)) {
    const attempts = latest.attempts + 1;
    await db.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, latest.id));
    throw fail(attempts >= PHONE_MAX_ATTEMPTS ? "Too many wrong codes: request a new code" : "The code is wrong or has expired");
  }
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning();
  const row = used[0];
  if (row === undefined) throw fail("The code was already used");
  return row;
}

/**
 * checkVerifyCode: checks a SIGN or CHECK_AUTH code. A code that went to the bound phone (CHECK_AUTH,
 * or SIGN by SMS) marks the session phone-verified for 10 minutes and answers until when; a SIGN code
 * sent by IM proves nothing about a phone, lifts no 40001 and answers null: the phone step-up needs
 * a code sent to a bound phone, or a completed binding (setUidHasPhone; SPEC section 4: 502 leads to
 * the bind dialog). A BIND_PHONE code is checked by setUidHasPhone instead (505 here).
 *
 * @throws {ContractError} 502 (CHECK_AUTH without a bound phone), 505.
 */
export async function checkPhoneCode(
  db: Database,
  caller: Caller,
  input: { readonly type: VerifyCodeType; readonly scene: VerifyCodeScene; readonly code: string },
  now: Date,
): Promise<Date | null> {
  if (input.scene === VerifyCodeScene.BIND_PHONE) throw new ContractError(PhoneErrorCode.CheckCodeFailed, "A bind code is checked by setUidHasPhone");
  const bound = boundPhoneOf(caller.account) !== null;
  if (input.scene === VerifyCodeScene.CHECK_AUTH && !bound) {
    throw new ContractError(PhoneErrorCode.NoPhone, "No phone is bound to this account");
  }
  const used = await consumePhoneCode(db, caller.account.id, input, now);
  if (!bound || used.codeType !== VerifyCodeType.PHONE_MSG) return null;
  const until = at(now, PHONE_VERIFIED_SECONDS);
  await markPhoneVerified(db, caller.sessionId, until);
  return until;
}

/**
 * setUidHasPhone: binds `phone` with the BIND_PHONE code sent for it, and marks the session
 * phone-verified for 10 minutes.
 *
 * @throws {ContractError} 505 (wrong code, or the code was sent for another number), 521 (the
 *   number is bound to another account).
 */
export async function bindPhone(db: Database, caller: Caller, input: { readonly phone: string; readonly code: string }, now: Date): Promise<Date> {
  const [latest] = await db
    .select({ phone: verificationCodes.phone, type: verificationCodes.codeType })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.accountId, caller.account.id), eq(verificationCodes.purpose, PHONE_PURPOSE), eq(verificationCodes.scene, VerifyCodeScene.BIND_PHONE)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  if (latest === undefined || latest.phone !== input.phone) {
    throw new ContractError(PhoneErrorCode.CheckCodeFailed, "No code was sent to this number");
  }
  await consumePhoneCode(db, caller.account.id, { type: latest.type ?? VerifyCodeType.PHONE_MSG, scene: VerifyCodeScene.BIND_PHONE, code: input.code }, now);
  const { prefix, number } = splitPhone(input.phone);
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phonePrefix, prefix), eq(accounts.phone, number), ne(accounts.id, caller.account.id)))
    .limit(1);
  if (taken !== undefined) throw new ContractError(PhoneErrorCode.BindPhoneFailed, "This number is bound to another account");
  await db.update(accounts).set({ phonePrefix: prefix, phone: number }).where(eq(accounts.id, caller.account.id));
  const until = at(now, PHONE_VERIFIED_SECONDS);
  await markPhoneVerified(db, caller.sessionId, until);
  return until;
}
