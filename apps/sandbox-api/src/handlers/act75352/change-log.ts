/**
 * The change log of activity 75352 registrations (table `activity_sign_changes`): the agency's
 * change allowance per activity, and the idempotency of the change calls under their request id.
 */
import { and, eq, inArray } from "drizzle-orm";
import { ActRegistErrorCode } from "@agent-portal/api-client/contract/act75352-shared";
import type { Database } from "#db/client.ts";
import { activitySignChanges } from "#db/schema/activity-changes.ts";
import type { ActivityChangeKind } from "#db/schema/activity-changes.ts";
import { isUniqueViolation } from "#db/unique.ts";
import { ContractError } from "#http/codes.ts";

/** Round changes (change_round, change_anchor) an agency may make per activity. */
export const ROUND_CHANGE_LIMIT = 3;

/** The kinds that use the allowance; cancel_round and cancel_sign use none. */
const COUNTED: readonly ActivityChangeKind[] = ["change_round", "change_anchor"];

/** The agency's change allowance in an activity: `{ changeLimit, changesLeft }` (counts). */
export async function changeAllowance(db: Database, activityId: number, agencyId: number): Promise<{ changeLimit: number; changesLeft: number }> {
  const used = await db.$count(
    activitySignChanges,
    and(eq(activitySignChanges.activityId, activityId), eq(activitySignChanges.agencyId, agencyId), inArray(activitySignChanges.kind, [...COUNTED])),
  );
  return { changeLimit: ROUND_CHANGE_LIMIT, changesLeft: Math.max(0, ROUND_CHANGE_LIMIT - used) };
}

/** Refuses a round change with 44011 when the agency has none left. */
export async function assertChangeLeft(db: Database, activityId: number, agencyId: number): Promise<void> {
  const { changesLeft } = await changeAllowance(db, activityId, agencyId);
  if (changesLeft <= 0) throw new ContractError(ActRegistErrorCode.ChangeLimitReached, `The agency has used its ${String(ROUND_CHANGE_LIMIT)} round changes`);
}

/** The answer a change made under `requestKey` gave (the same key sent again answers it), or null. */
export async function answerOfRequest<T extends object>(db: Database, agencyId: number, requestKey: string | undefined): Promise<T | null> {
  if (requestKey === undefined) return null;
  const [row] = await db
    .select({ answer: activitySignChanges.answer })
    .from(activitySignChanges)
    .where(and(eq(activitySignChanges.agencyId, agencyId), eq(activitySignChanges.requestKey, requestKey)))
    .limit(1);
  return row === undefined ? null : (row.answer as T);
}

/** One change to record. */
export interface ChangeEntry<T extends object> {
  readonly activityId: number;
  readonly agencyId: number;
  readonly kind: ActivityChangeKind;
  readonly broadcasterUid: string;
  readonly toBroadcasterUid?: string;
  readonly fromRoundId: number | null;
  readonly toRoundId: number | null;
  readonly operatorName: string;
  readonly requestKey: string | undefined;
  readonly answer: T;
}

/**
 * Makes a change atomically: `write` and the log row run in one transaction, so a broadcaster is
 * never left half-moved. The same request sent twice at once: the second's log row violates the
 * request index, its transaction rolls back, and it answers the first's answer.
 */
export async function applyChange<T extends object>(db: Database, entry: ChangeEntry<T>, at: Date, write: (tx: Database) => Promise<void>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      await tx.insert(activitySignChanges).values({
        activityId: entry.activityId,
        agencyId: entry.agencyId,
        kind: entry.kind,
        broadcasterUid: entry.broadcasterUid,
        toBroadcasterUid: entry.toBroadcasterUid ?? null,
        fromRoundId: entry.fromRoundId,
        toRoundId: entry.toRoundId,
        operatorName: entry.operatorName,
        requestKey: entry.requestKey ?? null,
        answer: { ...entry.answer } as Record<string, unknown>,
        at,
      });
    });
  } catch (error) {
    const first = isUniqueViolation(error, "activity_sign_changes_request_idx") ? await answerOfRequest<T>(db, entry.agencyId, entry.requestKey) : null;
    if (first === null) throw error;
    return first;
  }
  return entry.answer;
}
