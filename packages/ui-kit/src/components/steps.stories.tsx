import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Steps } from "./steps.tsx";

const meta = {
  title: "Navigation/Steps",
  component: Steps,
  args: {
    label: "Transfer steps",
    current: 1,
    stateLabels: { done: "done", waiting: "not reached" },
    steps: [
      { key: "receiver", title: "Receiver" },
      { key: "amount", title: "Amount" },
      { key: "review", title: "Review" },
      { key: "result", title: "Result" },
    ],
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const FirstStep: Story = { name: "First step", args: { current: 0 } };
export const Finished: Story = { args: { current: 3 } };
export const Mobile: Story = { globals: mobile };
export const RightToLeft: Story = { name: "Right to left", globals: rtl };
