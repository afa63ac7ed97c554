import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Button } from "./button.tsx";
import { TaskProgress } from "./task-progress.tsx";

const meta = {
  title: "Feedback/TaskProgress",
  component: TaskProgress,
  args: { state: "running", message: "Preparing the export: 24,000 of 100,000 rows.", value: 24_000, max: 100_000, progressLabel: "Export progress" },
  argTypes: { state: { control: "inline-radio", options: ["running", "done", "failed"] } },
} satisfies Meta<typeof TaskProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Starting: Story = { args: { message: "Preparing the export…", value: undefined, max: undefined } };
export const Done: Story = {
  args: {
    state: "done",
    message: "The export is ready: 100,000 rows.",
    action: (
      <Button size="sm" variant="secondary">
        Download
      </Button>
    ),
  },
};
export const Failed: Story = {
  args: {
    state: "failed",
    message: "The export failed. Your filters are kept.",
    action: (
      <Button size="sm" variant="secondary">
        Retry
      </Button>
    ),
  },
};
export const RightToLeft: Story = { args: { message: "جارٍ تحضير التصدير: 24,000 من 100,000 صف." }, globals: rtl };
export const Mobile: Story = { globals: mobile };
