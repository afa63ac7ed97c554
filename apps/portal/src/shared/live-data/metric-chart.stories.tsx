import type { Meta, StoryObj } from "@storybook/react-vite";
import { createMockGraph } from "@agent-portal/api-client/mocks/live-data";
import { MetricLineChart } from "./metric-chart.tsx";

const meta = {
  title: "Portal/Data center/MetricLineChart",
  component: MetricLineChart,
  parameters: { layout: "padded" },
  args: { type: "duration", graph: createMockGraph("liveDuration", 30), range: { from: "2026-10-27", to: "2026-11-25" } },
} satisfies Meta<typeof MetricLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live time per day over 30 days (live data, multi-room and activity 67110 graphs). */
export const LiveTime: Story = {};
/** Beans per day. */
export const Beans: Story = { args: { type: "beans", graph: createMockGraph("beans", 30) } };
/** With its data table shown (detail/{type}). */
export const WithTable: Story = { args: { showTable: true } };
/** A range without a point: the chart's empty text. */
export const Empty: Story = { args: { graph: { metric: "liveDuration", points: [] } } };
