import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { PieChart } from "./pie-chart.tsx";

const meta = {
  title: "Charts/PieChart",
  component: PieChart,
  args: {
    title: "Broadcasters by contract state",
    description: "Most broadcasters are signed; 1 in 5 is due for renewal.",
    data: [
      { key: "signed", label: "Signed", value: 312 },
      { key: "renewal", label: "To be renewed", value: 84 },
      { key: "terminated", label: "Terminated", value: 41 },
      { key: "joined", label: "Joined this month", value: 23 },
    ],
    categoryLabel: "Contract state",
    valueLabel: "Broadcasters",
    shareLabel: "Share",
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FullPie: Story = { args: { innerRatio: 0 } };
export const WithDataTable: Story = { args: { showTable: true } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [], emptyText: "No broadcasters yet." } };
export const RightToLeft: Story = {
  args: {
    title: "المذيعون حسب حالة العقد",
    description: undefined,
    categoryLabel: "حالة العقد",
    valueLabel: "المذيعون",
    shareLabel: "النسبة",
    data: [
      { key: "signed", label: "موقّع", value: 312 },
      { key: "renewal", label: "بانتظار التجديد", value: 84 },
    ],
  },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };
