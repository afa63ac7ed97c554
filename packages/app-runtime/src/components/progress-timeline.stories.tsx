import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ProgressStep } from "@agent-portal/api-client/contract/progress-steps";
import { ProgressTimeline } from "./progress-timeline.tsx";

/** 2026-11-20 10:00 UTC, Unix seconds. */
const NOW = 1_795_082_400;
const DAY = 86_400;
const step = (overrides: Partial<ProgressStep>): ProgressStep => ({ step: 1, actor: 2, state: 0, done_time: 0, deadline_time: 0, remark: "", ...overrides });
const titles: Record<number, string> = { 1: "The receiving agency approves", 2: "The broadcaster confirms", 3: "The transfer completes" };

const meta = {
  title: "App shell/ProgressTimeline",
  component: ProgressTimeline,
  parameters: { layout: "padded" },
  args: {
    label: "Transfer progress",
    titleOf: (id: number) => titles[id] ?? String(id),
    steps: [step({ step: 1, actor: 3, state: 1, done_time: NOW - DAY }), step({ step: 2, actor: 1, deadline_time: NOW + 6 * DAY }), step({ step: 3, actor: 5 })],
  },
} satisfies Meta<typeof ProgressTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transfer: done, in progress until a date, not started. */
export const InProgress: Story = {};
/** Rejected with the actor's reason; the steps after it never start. */
export const Rejected: Story = {
  args: {
    steps: [step({ step: 1, actor: 3, state: 2, done_time: NOW - DAY, remark: "The broadcaster has an open contract" }), step({ step: 2, actor: 1 }), step({ step: 3, actor: 5 })],
  },
};
/** Every step done. */
export const Done: Story = {
  args: {
    steps: [
      step({ step: 1, actor: 3, state: 1, done_time: NOW - 3 * DAY }),
      step({ step: 2, actor: 1, state: 1, done_time: NOW - 2 * DAY }),
      step({ step: 3, actor: 5, state: 1, done_time: NOW - DAY }),
    ],
  },
};
/** Right to left (Arabic). */
export const RightToLeft: Story = { globals: { locale: "ar" } };
