/**
 * Stories of {@link CreatorLevel} (the ui-kit Storybook picks up the webview's stories): on the
 * way to the next level, no level yet, and the top level. Plain story objects (the webview does
 * not depend on Storybook's types).
 */
import { CreatorLevel } from "./creator-level.tsx";
import type { CreatorLevelAnswer } from "./creator-level.tsx";

const answer = (overrides: Partial<CreatorLevelAnswer>): CreatorLevelAnswer => ({
  level: 3,
  beans: 75_000,
  nextLevelBeans: 100_000,
  progressBp: 3_750,
  achieveTime: 1_793_491_200,
  ...overrides,
});

export default {
  title: "Webview/Live data/CreatorLevel",
  component: CreatorLevel,
  parameters: { layout: "padded" },
  args: { answer: answer({}) },
};

/** Level 3, 37.5 % of the way to level 4. */
export const OnTheWay = {};
/** Nothing received this month yet. */
export const NoLevel = { args: { answer: answer({ level: 0, beans: 0, nextLevelBeans: 10_000, progressBp: 0, achieveTime: 0 }) } };
/** Level 10: nothing above. */
export const TopLevel = { args: { answer: answer({ level: 10, beans: 1_350_000, nextLevelBeans: 0, progressBp: 10_000 }) } };
