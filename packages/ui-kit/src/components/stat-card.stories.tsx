import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { StatCard } from "./stat-card.tsx";

const meta = {
  title: "Data display/StatCard",
  component: StatCard,
  args: { label: "Live hours", value: "1,284", delta: { label: "+12% vs last week", trend: "up" }, hint: "This week" },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Grid: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <StatCard label="Live hours" value="1,284" delta={{ label: "+12% vs last week", trend: "up" }} />
      <StatCard label="New broadcasters" value="37" delta={{ label: "−4 vs last week", trend: "down" }} />
      <StatCard label="Beans" value="2.4M" delta={{ label: "No change", trend: "flat" }} />
    </div>
  ),
};
export const Loading: Story = { args: { loading: true } };
export const RightToLeft: Story = {
  args: { label: "ساعات البث", value: "١٬٢٨٤", delta: { label: "+١٢٪ مقارنة بالأسبوع الماضي", trend: "up" }, hint: "هذا الأسبوع" },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };
