import type { Meta, StoryObj } from "@storybook/react-vite";
import { CreatorLevel } from "./creator-level.tsx";

/** 2026-11-01 00:00 UTC, Unix seconds. */
const FIRST_OF_MONTH = 1_793_491_200;

const meta = {
  title: "Portal/Data center/CreatorLevel",
  component: CreatorLevel,
  parameters: { layout: "padded" },
  args: { level: { level: 3, beans: 72_000, nextLevelBeans: 100_000, progressBp: 3_000, achieveTime: FIRST_OF_MONTH } },
} satisfies Meta<typeof CreatorLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level 3, 30 % of the way to level 4. */
export const OnTheWay: Story = {};
/** No level yet this month: no date reached. */
export const NoLevel: Story = { args: { level: { level: 0, beans: 900, nextLevelBeans: 10_000, progressBp: 900, achieveTime: 0 } } };
/** The top level: nothing further to reach. */
export const TopLevel: Story = { args: { level: { level: 10, beans: 1_350_000, nextLevelBeans: 0, progressBp: 10_000, achieveTime: FIRST_OF_MONTH } } };
