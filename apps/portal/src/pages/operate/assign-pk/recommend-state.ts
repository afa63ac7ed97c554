/**
 * The optimistic state of PK recommendations (assign-pk, AddPkRecomAnchor / DelPkRecomAnchor):
 * a click shows its result at once; the server's answer then confirms it (dropped once a list
 * fetched after the answer shows it) or refuses it (rolled back). Plain functions over a map, so
 * the rules are tested without a screen.
 */

/** A recommend or withdraw sent and not yet shown by a fresh list. */
export interface PendingChange {
  /** What the click asked for: recommended (true) or not. */
  readonly want: boolean;
  /** What the list showed before the click. */
  readonly was: boolean;
  /** When the server accepted it (ms since the epoch); `null` while the call runs. */
  readonly acceptedAt: number | null;
}

/** Pending changes by candidate uid. */
export type PendingChanges = ReadonlyMap<string, PendingChange>;

/** Whether a change still counts: running, or accepted after the list now shown was fetched. */
export function isLive(change: PendingChange, fetchedAt: number | undefined): boolean {
  return change.acceptedAt === null || fetchedAt === undefined || fetchedAt < change.acceptedAt;
}

/** Whether a candidate shows as recommended: its pending change, else the server's flag. */
export function shownRecommended(uid: string, serverFlag: boolean, pending: PendingChanges, fetchedAt: number | undefined): boolean {
  const change = pending.get(uid);
  return change !== undefined && isLive(change, fetchedAt) ? change.want : serverFlag;
}

/** The count to show: the server's, plus each live change that adds, minus each that withdraws. */
export function shownCount(serverCount: number, pending: PendingChanges, fetchedAt: number | undefined): number {
  let count = serverCount;
  for (const change of pending.values()) {
    if (!isLive(change, fetchedAt) || change.want === change.was) continue;
    count += change.want ? 1 : -1;
  }
  return Math.max(0, count);
}

/** The map with `uid`'s change set (a click). */
export function withChange(pending: PendingChanges, uid: string, change: PendingChange): PendingChanges {
  const next = new Map(pending);
  next.set(uid, change);
  return next;
}

/** The map with `uid`'s change marked accepted at `at`, if it is still the same change. */
export function accepted(pending: PendingChanges, uid: string, change: PendingChange, at: number): PendingChanges {
  if (pending.get(uid) !== change) return pending;
  return withChange(pending, uid, { ...change, acceptedAt: at });
}

/** The map without `uid`'s change (a refusal rolls back), if it is still the same change. */
export function rolledBack(pending: PendingChanges, uid: string, change: PendingChange): PendingChanges {
  if (pending.get(uid) !== change) return pending;
  const next = new Map(pending);
  next.delete(uid);
  return next;
}
