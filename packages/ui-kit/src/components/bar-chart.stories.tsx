import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { BarChart } from "./bar-chart.tsx";

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
const compact = new Intl.NumberFormat("en", { notation: "compact" });

const meta = {
  title: "Charts/BarChart",
  component: BarChart,
  args: {
    title: "Beans per month",
    description: "Beans rose every month except March.",
    categories: months,
    series: [{ key: "beans", label: "Beans", values: [120_000, 180_000, 150_000, 240_000, 310_000, 360_000] }],
    categoryLabel: "Month",
    formatValue: (value: number) => compact.format(value),
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Grouped: Story = {
  args: {
    title: "Beans per agency",
    description: undefined,
    series: [
      { key: "star", label: "Star Guild", values: [120_000, 180_000, 150_000, 240_000, 310_000, 360_000] },
      { key: "nova", label: "Nova Agency", values: [90_000, 100_000, 130_000, 120_000, 160_000, 210_000] },
      { key: "wave", label: "Blue Wave", values: [40_000, -20_000, 60_000, 80_000, 70_000, 90_000] },
    ],
  },
};
export const WithDataTable: Story = { args: { showTable: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { categories: [], series: [], emptyText: "No payments in this period." } };
export const RightToLeft: Story = {
  args: { title: "الفاصوليا شهريًا", description: undefined, categoryLabel: "الشهر", categories: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو"] },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };
