/**
 * live_agent_portal verification tickets: checkVerifyCode answers a one-time ticket (5 minutes)
 * that SetAuthorizationStatus uses up. Only the ticket's SHA-256 is stored.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { VerifyCodeScene, VerifyCodeType } from "@agent-portal/api-client/enums";
import { createToken, hashSecret } from "#auth/secrets.ts";
import type { Database } from "#db/client.ts";
import { verificationCodes } from "#db/schema/accounts.ts";
import type { Caller } from "#services/sessions.ts";
import { at, checkPhoneCode } from "./verification.ts";

/** A live_agent_portal check ticket stays valid this long (seconds), for one use. */
export const TICKET_TTL_SECONDS = 5 * 60;
const TICKET_PURPOSE = "ticket";

/**
 * live_agent_portal checkVerifyCode: like {@link checkPhoneCode} (the session becomes
 * phone-verified when the code went to the bound phone), and answers a one-time ticket valid 5
 * minutes for SetAuthorizationStatus.
 */
export async function checkCodeForTicket(
  db: Database,
  caller: Caller,
  input: { readonly type: VerifyCodeType; readonly scene: VerifyCodeScene; readonly code: string },
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  await checkPhoneCode(db, caller, input, now);
  const ticket = createToken();
  const expiresAt = at(now, TICKET_TTL_SECONDS);
  await db.insert(verificationCodes).values({
    username: caller.account.username,
    accountId: caller.account.id,
    purpose: TICKET_PURPOSE,
    codeHash: hashSecret(ticket),
    createdAt: now,
    expiresAt,
  });
  return { ticket, expiresAt };
}

/** Uses up a ticket of the caller; false when unknown, used or expired. */
export async function consumeTicket(db: Database, accountId: number, ticket: string, now: Date): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.accountId, accountId),
        eq(verificationCodes.purpose, TICKET_PURPOSE),
        eq(verificationCodes.codeHash, hashSecret(ticket)),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
