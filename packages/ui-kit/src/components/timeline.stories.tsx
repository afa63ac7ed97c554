import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Timeline } from "./timeline.tsx";

const meta = {
  title: "Data display/Timeline",
  component: Timeline,
  args: {
    label: "Transfer progress",
    steps: [
      { key: "start", title: "Transfer requested", state: "done", meta: "Mar 3, 2026, 10:12", description: "Nusantara Star Agency asked to move the broadcaster." },
      { key: "agency", title: "The other agency answers", state: "done", meta: "Mar 4, 2026, 08:40" },
      { key: "broadcaster", title: "The broadcaster confirms", state: "current", meta: "Due Mar 11, 2026" },
      { key: "done", title: "Transfer completed", state: "waiting" },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Completed: Story = {
  args: {
    steps: [
      { key: "start", title: "Transfer requested", state: "done", meta: "Mar 3, 2026" },
      { key: "agency", title: "The other agency answers", state: "done", meta: "Mar 4, 2026" },
      { key: "broadcaster", title: "The broadcaster confirms", state: "done", meta: "Mar 5, 2026" },
      { key: "done", title: "Transfer completed", state: "done", meta: "Mar 5, 2026" },
    ],
  },
};
export const Rejected: Story = {
  args: {
    steps: [
      { key: "start", title: "Transfer requested", state: "done", meta: "Mar 3, 2026" },
      { key: "agency", title: "The other agency answers", state: "rejected", meta: "Mar 4, 2026", description: "We do not take broadcasters from this region." },
      { key: "broadcaster", title: "The broadcaster confirms", state: "waiting" },
    ],
  },
};
export const ExpiredAndWithdrawn: Story = {
  name: "Expired and withdrawn",
  args: {
    steps: [
      { key: "offer", title: "Renewal offered", state: "done" },
      { key: "answer", title: "The broadcaster answers", state: "expired", meta: "7 days without an answer" },
      { key: "withdrawn", title: "Offer withdrawn", state: "withdrawn" },
    ],
  },
};
export const RightToLeft: Story = {
  args: {
    label: "تقدم النقل",
    stateLabels: { done: "تم", current: "قيد التنفيذ", waiting: "لم يبدأ", rejected: "مرفوض", expired: "منتهي", withdrawn: "مسحوب" },
    steps: [
      { key: "start", title: "طُلب النقل", state: "done", meta: "3 مارس 2026" },
      { key: "agency", title: "ترد الوكالة الأخرى", state: "current" },
      { key: "done", title: "اكتمل النقل", state: "waiting" },
    ],
  },
  globals: rtl,
};
export const Mobile: Story = { globals: mobile };
