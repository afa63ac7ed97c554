/**
 * When a user last looked at their appeals ("My appeals" on the status tab), per user, in local
 * storage under `portal_appeals_seen_<username>` (Unix seconds). The home's "appeals with news"
 * entry counts the appeals decided since then (security centre QueryAppealNewsCount); never
 * looked: the last {@link DEFAULT_NEWS_DAYS} days.
 */
import type { PageStore } from "./page-store.ts";

/** Days of decisions counted as news for a user who never opened their appeals. */
export const DEFAULT_NEWS_DAYS = 30;

/** The storage key of a user's last look at their appeals. */
export const appealsSeenKey = (username: string): string => `portal_appeals_seen_${username}`;

/** From when decisions are news for `username`, Unix seconds (`nowSeconds` minus 30 days when never looked). */
export function appealsSeenSince(store: PageStore | null, username: string, nowSeconds: number): number {
  let raw: string | null;
  try {
    raw = store?.getItem(appealsSeenKey(username)) ?? null;
  } catch {
    raw = null;
  }
  const seen = raw === null ? Number.NaN : Number(raw);
  return Number.isInteger(seen) && seen > 0 && seen <= nowSeconds ? seen : nowSeconds - DEFAULT_NEWS_DAYS * 86_400;
}

/** Records that `username` looked at their appeals at `nowSeconds`. */
export function markAppealsSeen(store: PageStore | null, username: string, nowSeconds: number): void {
  try {
    store?.setItem(appealsSeenKey(username), String(nowSeconds));
  } catch {
    // Not kept: the home counts from the default range.
  }
}
