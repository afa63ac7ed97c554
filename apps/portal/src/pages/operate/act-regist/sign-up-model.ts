/**
 * The rules of a sign-up (activity 75352 `sign`, issue 24 item 3) as plain functions: the quota,
 * what blocks a submit before any call, and each broadcaster's outcome over the tasks sent.
 */

/** A broadcaster chosen for the sign-up (kept across paging and searching). */
export interface Chosen {
  readonly anchorUid: string;
  readonly bigoId: string;
  readonly nickName: string;
}

/** The places a sign-up may fill: the agency's left in the activity, the round's free ones, and one call's maximum. */
export function quotaOf(
  activity: { readonly maxAnchors: number; readonly signedCount: number },
  round: { readonly capacity: number; readonly signedCount: number } | null,
  maxPerSign: number,
): number {
  const agencyLeft = activity.maxAnchors - activity.signedCount;
  const roundLeft = round === null ? Number.POSITIVE_INFINITY : round.capacity - round.signedCount;
  return Math.max(0, Math.min(agencyLeft, roundLeft, maxPerSign, 100));
}

/** Why a sign-up cannot be sent (checked before the call), or null. */
export type SignBlock = "closed" | "none" | "overQuota" | "noRound" | "missingField";

/** The first reason that blocks the submit, or null when it may be sent. */
export function signBlock(input: {
  readonly open: boolean;
  readonly chosen: number;
  readonly quota: number;
  readonly needsRound: boolean;
  readonly roundId: number | null;
  readonly missingRequired: boolean;
}): SignBlock | null {
  if (!input.open) return "closed";
  if (input.chosen === 0) return "none";
  if (input.chosen > input.quota) return "overQuota";
  if (input.needsRound && input.roundId === null) return "noRound";
  if (input.missingRequired) return "missingField";
  return null;
}

/** The outcome of one broadcaster: registered, failed with the server's code and message, or still pending. */
export type RowOutcome = { readonly kind: "signed" } | { readonly kind: "failed"; readonly code: number; readonly msg: string } | { readonly kind: "pending" };

/** One task sent (`sign`) and, once polled done, its failures. */
export interface SentTask {
  /** The broadcasters the task was sent with. */
  readonly anchorUids: readonly string[];
  /** The task id, or null when the call itself failed (then `callFailure` applies to every row). */
  readonly taskId: string | null;
  /** Done: the failures by uid; null while running. */
  readonly failures: ReadonlyMap<string, { readonly code: number; readonly msg: string }> | null;
  /** A refused call: the code and message every row of the task gets. */
  readonly callFailure: { readonly code: number; readonly msg: string } | null;
}

/** Each broadcaster's outcome: the latest task that carried them decides. */
export function outcomes(tasks: readonly SentTask[]): Map<string, RowOutcome> {
  const result = new Map<string, RowOutcome>();
  for (const task of tasks) {
    for (const uid of task.anchorUids) {
      if (task.callFailure !== null) result.set(uid, { kind: "failed", ...task.callFailure });
      else if (task.failures === null) result.set(uid, { kind: "pending" });
      else {
        const failure = task.failures.get(uid);
        result.set(uid, failure === undefined ? { kind: "signed" } : { kind: "failed", ...failure });
      }
    }
  }
  return result;
}

/** The broadcasters whose outcome is a failure ("retry failed" sends exactly these). */
export function failedUids(rows: ReadonlyMap<string, RowOutcome>): string[] {
  return [...rows].filter(([, outcome]) => outcome.kind === "failed").map(([uid]) => uid);
}

/** A fresh idempotency key for one submit (sign `requestId`). */
export function newRequestId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}
