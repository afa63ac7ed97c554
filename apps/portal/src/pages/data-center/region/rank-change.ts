import type { Trend } from "@agent-portal/ui-kit/components/trend-label";

/** A ranking row's change of place against the previous period: up or down by `places`, the same place, or new (no rank then). */
export type RankChange = { readonly kind: "up" | "down"; readonly places: number } | { readonly kind: "same" } | { readonly kind: "new" };

/** The change from `previousRank` (null: not ranked in the previous period) to `rank`; 1 is the top. */
export function rankChange(rank: number, previousRank: number | null): RankChange {
  if (previousRank === null) return { kind: "new" };
  if (previousRank === rank) return { kind: "same" };
  return previousRank > rank ? { kind: "up", places: previousRank - rank } : { kind: "down", places: rank - previousRank };
}

/** The arrow of a change: new and same are flat (nothing to compare, or no move). */
export const trendOf = (change: RankChange): Trend => (change.kind === "up" ? "up" : change.kind === "down" ? "down" : "flat");
