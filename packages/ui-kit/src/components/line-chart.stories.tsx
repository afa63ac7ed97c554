import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { LineChart } from "./line-chart.tsx";

const days = ["Apr 1", "Apr 2", "Apr 3", "Apr 4", "Apr 5", "Apr 6", "Apr 7", "Apr 8", "Apr 9", "Apr 10", "Apr 11", "Apr 12", "Apr 13", "Apr 14"];
const hours = [120, 132, 101, 134, 90, 230, 210, 182, 191, 234, 290, 330, 310, 301];
const previous = [100, 110, 98, 120, 95, 180, 170, 160, 150, 170, 210, 230, 240, 220];

const meta = {
  title: "Charts/LineChart",
  component: LineChart,
  args: {
    title: "Live hours per day",
    description: "Live hours doubled over the first two weeks of April.",
    categories: days,
    series: [{ key: "hours", label: "Live hours", values: hours }],
    categoryLabel: "Day",
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TwoSeries: Story = {
  args: {
    series: [
      { key: "april", label: "April", values: hours },
      { key: "march", label: "March", values: previous },
    ],
  },
};
export const WithDataTable: Story = { args: { showTable: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { categories: [], series: [], emptyText: "No live data for this period." } };
export const RightToLeft: Story = {
  args: {
    title: "ساعات البث يوميًا",
    description: "تضاعفت ساعات البث خلال أول أسبوعين من أبريل.",
    categoryLabel: "اليوم",
    series: [{ key: "hours", label: "ساعات البث", values: hours }],
  },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };

const month = Array.from({ length: 30 }, (_day, index) => `Apr ${String(index + 1)}`);
/** Thirty days: the axis labels thin out to fit; hover a day for its tooltip. */
export const ThirtyDays: Story = {
  args: { categories: month, series: [{ key: "hours", label: "Live hours", values: month.map((_day, index) => (index % 7 === 5 ? null : 100 + ((index * 37) % 120))) }] },
};
/** Thirty days in Arabic: mirrored (the first day at the right, the values at the right). */
export const ThirtyDaysRightToLeft: Story = { args: ThirtyDays.args, globals: rtl };
