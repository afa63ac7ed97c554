/**
 * preLostUser sendRecallIm: one recall IM with its reward to each broadcaster at risk among the
 * users asked, in one transaction. Idempotent under the client's `requestId` (the same key
 * answers the first send again and sends nothing); refused with 43021 when any of them was
 * recalled within the window (nothing is sent; the message says when it reopens) and with 43008
 * past the agency's daily limit. Each recipient gets one entry in the payment action log
 * (type 11, `recall-send`, the key as its reference).
 */
import { and, eq, inArray } from "drizzle-orm";
import { LiveDataErrorCode } from "@agent-portal/api-client/contract/live-data-shared";
import { PaymentActionType, RecallStatus } from "@agent-portal/api-client/enums";
import type { Database } from "#db/client.ts";
import { broadcasters } from "#db/schema/broadcasters.ts";
import { recalls } from "#db/schema/live-data.ts";
import { recallSends } from "#db/schema/recall-sends.ts";
import { ContractError } from "#http/codes.ts";
import { notifyBroadcaster } from "#handlers/broker/renewals.ts";
import { logPaymentAction } from "#services/payment-log.ts";
import { requireBroadcasters } from "#services/scope.ts";
import type { DataScope } from "#services/scope.ts";
import type { Caller } from "#services/sessions.ts";
import { RECALL_REWARD_BEANS, RECALLS_PER_DAY, atRisk, recallMessage, sentTodayCount, windowsOpenAt } from "./pre-lost-rows.ts";
import { noDataPermission } from "./shared.ts";

/** What a send answers: IMs sent and the users skipped (not at risk). */
export interface RecallSent {
  readonly sentCount: number;
  readonly skippedUids: string[];
}

/** Sends the recall of `input` for `scope`'s agency at `now` (see the file's header). */
export async function sendRecall(
  db: Database,
  caller: Caller,
  scope: DataScope,
  input: { readonly uids: readonly string[]; readonly requestId: string },
  now: Date,
): Promise<RecallSent> {
  await requireBroadcasters(db, scope, input.uids, noDataPermission);
  return db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(recallSends)
      .where(and(eq(recallSends.agencyId, scope.agency.id), eq(recallSends.requestId, input.requestId)))
      .limit(1);
    if (earlier !== undefined) return { sentCount: earlier.sentUids.length, skippedUids: earlier.skippedUids };

    const risky = new Set((await atRisk(tx, scope, now)).map((r) => r.uid));
    const targets = [...new Set(input.uids)].filter((uid) => risky.has(uid));
    const windows = await windowsOpenAt(tx, scope, targets, now);
    if (windows.size > 0) {
      const reopens = [...windows.values()].reduce((a, b) => (a > b ? a : b));
      throw new ContractError(LiveDataErrorCode.RecallTooSoon, `Recalled within the last 7 days; the recall window reopens at ${reopens.toISOString()}`);
    }
    if ((await sentTodayCount(tx, scope, now)) + targets.length > RECALLS_PER_DAY)
      throw new ContractError(LiveDataErrorCode.RecallLimitReached, "At most 50 recall messages a day");

    const message = recallMessage(scope.agency.name);
    const rows = targets.length === 0 ? [] : await tx.select().from(broadcasters).where(inArray(broadcasters.uid, targets));
    for (const b of rows) {
      await tx.insert(recalls).values({ agencyId: scope.agency.id, broadcasterUid: b.uid, status: RecallStatus.ImSent, rewardBeans: RECALL_REWARD_BEANS, sentAt: now });
      await notifyBroadcaster(tx, b, "recall", message, now);
      await logPaymentAction(
        tx,
        caller,
        {
          agencyId: scope.agency.id,
          action: "recall-send",
          actionType: PaymentActionType.RecallSend,
          actorRole: scope.role,
          targetBigoId: b.bigoId,
          refId: input.requestId,
          detail: `Recall message with a ${String(RECALL_REWARD_BEANS)}-bean reward: ${message}`,
        },
        now,
      );
    }
    const sentUids = rows.map((b) => b.uid);
    const skippedUids = input.uids.filter((uid) => !sentUids.includes(uid));
    await tx.insert(recallSends).values({
      agencyId: scope.agency.id,
      accountId: caller.account.id,
      requestId: input.requestId,
      sentUids,
      skippedUids,
      message,
      rewardBeans: RECALL_REWARD_BEANS,
      sentAt: now,
    });
    return { sentCount: sentUids.length, skippedUids };
  });
}
