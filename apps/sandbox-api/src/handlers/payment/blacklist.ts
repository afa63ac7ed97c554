/**
 * live_agent_service handlers, the payment blacklist (PaymentBlacklist 10): list and export of the
 * caller's agency's entries, add (one or many Bigo IDs, one result per line) and remove (kept,
 * marked removed, with a reason). Each change writes the payment action log. The rule that refuses
 * a blacklisted receiver: `#services/blacklist.ts`.
 */
import { and, desc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  PaymentAgencyBlacklistAdd,
  PaymentAgencyBlacklistExport,
  PaymentAgencyBlacklistList,
  PaymentAgencyBlacklistRemove,
} from "@agent-portal/api-client/contract/live-agent-service-blacklist";
import { PaymentErrorCode } from "@agent-portal/api-client/contract/payment-shared";
import { BlacklistStatus, PaymentActionType } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import type { Database } from "#db/client.ts";
import { paymentBlacklistEntries } from "#db/schema/payment-blacklist.ts";
import type { PaymentBlacklistEntry } from "#db/schema/payment-blacklist.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { blacklistStatusOf, blacklistedAmong, inForce } from "#services/blacklist.ts";
import { storeExport, toCsv } from "#services/files.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { personByBigoId } from "#services/people.ts";
import { scopeOf } from "#services/scope.ts";
import { parseId, toSeconds } from "#services/time.ts";

const E = PaymentErrorCode;
const T = paymentBlacklistEntries;
/** The blacklist page's permission. */
const BLACKLIST = [PermissionId.PaymentBlacklist];

/** The agency's entries matching the list's filters at `now`. */
function filterOf(agencyId: number, f: { readonly bigo_id?: string | undefined; readonly status?: BlacklistStatus | undefined }, now: Date): SQL | undefined {
  const byStatus: Record<BlacklistStatus, SQL | undefined> = {
    [BlacklistStatus.Active]: inForce(now),
    [BlacklistStatus.Expired]: and(isNull(T.removedAt), isNotNull(T.expiresAt), lte(T.expiresAt, now)),
    [BlacklistStatus.Removed]: isNotNull(T.removedAt),
  };
  return and(
    eq(T.agencyId, agencyId),
    f.bigo_id === undefined ? undefined : eq(sql`lower(${T.bigoId})`, f.bigo_id.toLowerCase()),
    f.status === undefined ? undefined : byStatus[f.status],
  );
}

const entryAnswer = (e: PaymentBlacklistEntry, now: Date) => ({
  entry_id: String(e.id),
  uid: e.uid,
  bigo_id: e.bigoId,
  nick_name: e.nickname,
  reason: e.reason,
  status: blacklistStatusOf(e, now),
  expire_time: toSeconds(e.expiresAt),
  create_time: toSeconds(e.createdAt),
  creator_name: e.creatorName,
  remove_time: toSeconds(e.removedAt),
  remove_reason: e.removeReason,
  remover_name: e.removerName,
});

const STATUS_NAMES: Readonly<Record<BlacklistStatus, string>> = { 1: "in force", 2: "expired", 3: "removed" };
const iso = (d: Date | null) => (d === null ? "" : d.toISOString());

async function entryOfAgency(db: Database, agencyId: number, id: string): Promise<PaymentBlacklistEntry> {
  const n = parseId(id);
  const [row] =
    n === null
      ? []
      : await db
          .select()
          .from(T)
          .where(and(eq(T.id, n), eq(T.agencyId, agencyId), isNull(T.removedAt)))
          .limit(1);
  if (row === undefined) throw new ContractError(E.BlacklistEntryNotFound, "No blacklist entry with this id in your agency");
  return row;
}

/** Registers the blacklist handlers. */
export const registerBlacklistHandlers: RegisterHandlers = (router) => {
  router.handle(PaymentAgencyBlacklistList, { permissions: BLACKLIST, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const where = filterOf(scope.agency.id, input, now);
    const rows = await deps.db
      .select()
      .from(T)
      .where(where)
      .orderBy(desc(T.createdAt), desc(T.id))
      .limit(input.page_size)
      .offset((input.page - 1) * input.page_size);
    return { list: rows.map((r) => entryAnswer(r, now)), total: await deps.db.$count(T, where) };
  });

  /** Every matching entry as CSV (`toCsv`: header row, formula-safe text), times in UTC (the header says so). */
  router.handle(PaymentAgencyBlacklistExport, { permissions: BLACKLIST, scope: { agencyWide: true } }, async ({ input, caller, deps, now, c }) => {
    const scope = await scopeOf(deps.db, caller);
    const rows = await deps.db
      .select()
      .from(T)
      .where(filterOf(scope.agency.id, input, now))
      .orderBy(desc(T.createdAt), desc(T.id));
    const csv = toCsv(
      ["entry_id", "bigo_id", "nick_name", "reason", "status", "expires_at (UTC)", "created_at (UTC)", "created_by", "removed_at (UTC)", "remove_reason", "removed_by"],
      rows.map((e) => [
        e.id,
        e.bigoId,
        e.nickname,
        e.reason,
        STATUS_NAMES[blacklistStatusOf(e, now)],
        iso(e.expiresAt),
        iso(e.createdAt),
        e.creatorName,
        iso(e.removedAt),
        e.removeReason,
        e.removerName,
      ]),
    );
    return storeExport(deps.db, { name: "payment-blacklist.csv", csv, ownerAccountId: caller.account.id, origin: c.get("publicOrigin") }, now);
  });

  /** One result per distinct Bigo ID: 0 added, 38010 unknown, 38011 already in force. */
  router.handle(PaymentAgencyBlacklistAdd, { permissions: BLACKLIST, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const expiresAt = input.expire_time === 0 ? null : new Date(input.expire_time * 1000);
    if (expiresAt !== null && expiresAt.getTime() <= now.getTime()) throw new ContractError(E.ExpiryInPast, "The expiry must be in the future");
    const seen = new Set<string>();
    const results = [];
    for (const raw of input.bigo_ids) {
      const key = raw.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const person = await personByBigoId(deps.db, raw);
      if (person === null) {
        results.push({ bigo_id: raw, code: E.BlacklistUserNotFound, entry_id: "", nick_name: "" });
        continue;
      }
      if ((await blacklistedAmong(deps.db, scope.agency.id, [person.uid], now)).has(person.uid)) {
        results.push({ bigo_id: raw, code: E.AlreadyBlacklisted, entry_id: "", nick_name: person.nickname });
        continue;
      }
      const [row] = await deps.db
        .insert(T)
        .values({
          agencyId: scope.agency.id,
          uid: person.uid,
          bigoId: person.bigoId,
          nickname: person.nickname,
          reason: input.reason,
          expiresAt,
          createdBy: caller.account.id,
          creatorName: caller.account.nickname,
          createdAt: now,
        })
        .returning();
      if (row === undefined) throw new Error("blacklist insert returned nothing");
      await logPaymentAction(
        deps.db,
        caller,
        {
          agencyId: scope.agency.id,
          action: "blacklist-add",
          actionType: PaymentActionType.BlacklistAdd,
          actorRole: scope.role,
          targetBigoId: person.bigoId,
          refId: String(row.id),
          detail: input.reason,
        },
        now,
      );
      results.push({ bigo_id: raw, code: 0, entry_id: String(row.id), nick_name: person.nickname });
    }
    return { results };
  });

  /** Marks an entry removed (the first removal wins; a second answers 38012). */
  router.handle(PaymentAgencyBlacklistRemove, { permissions: BLACKLIST, scope: { agencyWide: true } }, async ({ input, caller, deps, now }) => {
    const scope = await scopeOf(deps.db, caller);
    const entry = await entryOfAgency(deps.db, scope.agency.id, input.entry_id);
    const [row] = await deps.db
      .update(T)
      .set({ removedAt: now, removeReason: input.reason, removerName: caller.account.nickname })
      .where(and(eq(T.id, entry.id), isNull(T.removedAt)))
      .returning();
    if (row === undefined) throw new ContractError(E.BlacklistEntryNotFound, "This blacklist entry is already removed");
    await logPaymentAction(
      deps.db,
      caller,
      {
        agencyId: scope.agency.id,
        action: "blacklist-remove",
        actionType: PaymentActionType.BlacklistRemove,
        actorRole: scope.role,
        targetBigoId: row.bigoId,
        refId: String(row.id),
        detail: input.reason,
      },
      now,
    );
    return entryAnswer(row, now);
  });
};
