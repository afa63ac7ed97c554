import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { TrendLabel } from "./trend-label.tsx";

const meta = {
  title: "Data display/TrendLabel",
  component: TrendLabel,
  args: { trend: "up", children: "Up 2 places vs the previous period" },
  argTypes: { trend: { control: "inline-radio", options: ["up", "down", "flat"] } },
} satisfies Meta<typeof TrendLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Up: Story = {};
export const Down: Story = { args: { trend: "down", children: "Down 1 place vs the previous period" } };
export const Flat: Story = { args: { trend: "flat", children: "No change" } };
export const Ranking: Story = {
  render: () => (
    <ol className="flex flex-col gap-2 text-sm">
      <li className="flex items-center gap-3">
        1. Manila Live Hub <TrendLabel trend="up">+2</TrendLabel>
      </li>
      <li className="flex items-center gap-3">
        2. Cebu Stars <TrendLabel trend="down">−1</TrendLabel>
      </li>
      <li className="flex items-center gap-3">
        3. Davao Voices <TrendLabel trend="flat">New</TrendLabel>
      </li>
    </ol>
  ),
};
export const RightToLeft: Story = { args: { children: "تقدّم مركزين مقارنة بالفترة السابقة" }, globals: rtl };
export const Mobile: Story = { globals: mobile };
