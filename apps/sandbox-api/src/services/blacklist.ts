/**
 * The payment blacklist rule: a user with an entry of the agency that is not removed and not past
 * its expiry is refused as a receiver of money (distribution uploads, transfers, payment
 * submissions) with 38013 Blacklisted, "blacklisted since {date}: {reason}".
 */
import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { BlacklistStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { paymentBlacklistEntries } from "#db/schema/payment-blacklist.ts";
import type { PaymentBlacklistEntry } from "#db/schema/payment-blacklist.ts";
import { ContractError } from "#http/codes.ts";

const T = paymentBlacklistEntries;

/** Entries in force at `now`: not removed, and without expiry or expiring later. */
export const inForce = (now: Date): SQL | undefined => and(isNull(T.removedAt), or(isNull(T.expiresAt), gt(T.expiresAt, now)));

/** An entry's BlacklistStatus at `now`: 3 removed, 2 expired, 1 in force. */
export function blacklistStatusOf(entry: Pick<PaymentBlacklistEntry, "removedAt" | "expiresAt">, now: Date): BlacklistStatus {
  if (entry.removedAt !== null) return BlacklistStatus.Removed;
  if (entry.expiresAt !== null && entry.expiresAt.getTime() <= now.getTime()) return BlacklistStatus.Expired;
  return BlacklistStatus.Active;
}

/** The agency's entries in force at `now` for these uids, by uid (the newest where several). */
export async function blacklistedAmong(db: Database, agencyId: number, uids: readonly string[], now: Date): Promise<Map<string, PaymentBlacklistEntry>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(T)
    .where(and(eq(T.agencyId, agencyId), inArray(T.uid, [...uids]), inForce(now)))
    .orderBy(desc(T.createdAt));
  const byUid = new Map<string, PaymentBlacklistEntry>();
  for (const row of rows) if (!byUid.has(row.uid)) byUid.set(row.uid, row);
  return byUid;
}

/** The refusal of a blacklisted receiver (38013), its message naming the date (UTC day) and reason. */
export const blacklistedError = (entry: PaymentBlacklistEntry): ContractError =>
  new ContractError(PaymentErrorCode.Blacklisted, `Blacklisted since ${entry.createdAt.toISOString().slice(0, 10)}: ${entry.reason}`);

/**
 * Refuses a receiver the agency has blacklisted.
 *
 * @throws {ContractError} 38013 Blacklisted when `uid` has an entry in force at `now`.
 */
export async function refuseBlacklisted(db: Database, agencyId: number, uid: string, now: Date): Promise<void> {
  const entry = (await blacklistedAmong(db, agencyId, [uid], now)).get(uid);
  if (entry !== undefined) throw blacklistedError(entry);
}
