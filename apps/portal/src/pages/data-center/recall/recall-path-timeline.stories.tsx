import type { Meta, StoryObj } from "@storybook/react-vite";
import { createMockRecallPath } from "@agent-portal/api-client/mocks/live-data";
import { RecallPathTimeline } from "./recall-path-timeline.tsx";

/** 2026-11-20 10:00 UTC, Unix seconds. */
const SENT = 1_795_082_400;
const HOUR = 3_600;

const meta = {
  title: "Portal/Data center/RecallPathTimeline",
  component: RecallPathTimeline,
  parameters: { layout: "padded" },
  args: { label: "Recall path", path: createMockRecallPath({ sentTime: SENT, openedTime: 0 }) },
} satisfies Meta<typeof RecallPathTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just sent: waiting for the broadcaster to open it. */
export const Sent: Story = {};
/** Opened an hour later; not live again yet. */
export const Opened: Story = { args: { path: createMockRecallPath({ sentTime: SENT, openedTime: SENT + HOUR }) } };
/** Live again the next day, reward not drawn. */
export const Returned: Story = { args: { path: createMockRecallPath({ sentTime: SENT, openedTime: SENT + HOUR, returnedTime: SENT + 24 * HOUR }) } };
/** Every step done, with the agency's call-back note. */
export const Rewarded: Story = {
  args: {
    path: createMockRecallPath({
      sentTime: SENT,
      openedTime: SENT + HOUR,
      returnedTime: SENT + 24 * HOUR,
      rewardedTime: SENT + 26 * HOUR,
      remark: "Agreed to go live on weekends.",
    }),
  },
};
