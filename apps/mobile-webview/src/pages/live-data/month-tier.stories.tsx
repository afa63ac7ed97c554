/** Stories of {@link MonthTier}: on the way to tier 2 with a projection, and the top tier. Plain story objects. */
import { MonthTier } from "./month-tier.tsx";
import type { LiveOrderRow } from "./month-tier.tsx";

const row: LiveOrderRow = {
  uid: "9001",
  bigoId: "anchor.1",
  nickName: "Ayu",
  avatarUrl: "",
  rank: 1,
  beans: 75_000,
  liveDuration: 90_000,
  validLiveDays: 12,
  tier: {
    tier: 1,
    nextTier: 2,
    requirements: [
      { metric: "liveSeconds", have: 90_000, need: 144_000, missing: 54_000, projected: 135_000 },
      { metric: "validDays", have: 12, need: 15, missing: 3, projected: 18 },
      { metric: "beans", have: 75_000, need: 40_000, missing: 0, projected: 112_500 },
    ],
    projectedTier: 1,
  },
};

export default {
  title: "Webview/Live data/MonthTier",
  component: MonthTier,
  parameters: { layout: "padded" },
  args: { row },
};

/** Tier 1, two requirements of tier 2 still missing. */
export const OnTheWay = {};
/** Tier 4: every tier reached. */
export const TopTier = { args: { row: { ...row, tier: { tier: 4, nextTier: null, requirements: [], projectedTier: 4 } } } };
