/** Stories of {@link Act74338Month}: a ranked month with a reward, and a month without game live. Plain story objects. */
import { Act74338Month } from "./act74338-month.tsx";

export default {
  title: "Webview/Activity 74338/Act74338Month",
  component: Act74338Month,
  parameters: { layout: "padded" },
  args: { answer: { month: "2026-11", gameLiveDuration: 40_000, gameLiveDays: 11, beans: 8_800, rank: 4, rewardBeans: 1_000 } },
};

/** Ranked fourth, qualified, with the reward. */
export const Ranked = {};
/** No game live this month: zeros, not ranked. */
export const Unranked = { args: { answer: { month: "2026-10", gameLiveDuration: 0, gameLiveDays: 0, beans: 0, rank: 0, rewardBeans: 0 } } };
