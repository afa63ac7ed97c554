import type { Meta, StoryObj } from "@storybook/react-vite";
import { createMockGraph } from "@agent-portal/api-client/mocks/live-data";
import { FamilyGraph } from "./family-views.tsx";

const meta = {
  title: "Portal/Data center/FamilyGraph",
  component: FamilyGraph,
  parameters: { layout: "padded" },
  args: { type: "duration", graph: createMockGraph("liveDuration", 30), range: { from: "2026-10-27", to: "2026-11-25" } },
} satisfies Meta<typeof FamilyGraph>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live time per day over 30 days (multi-room graph, activity 67110 graph). */
export const LiveTime: Story = {};
/** Beans per day. */
export const Beans: Story = { args: { type: "beans", graph: createMockGraph("beans", 30) } };
/** A range without a point: the chart's empty text. */
export const Empty: Story = { args: { graph: { metric: "liveDuration", points: [] } } };
