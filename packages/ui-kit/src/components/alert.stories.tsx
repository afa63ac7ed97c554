import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Alert } from "./alert.tsx";

const meta = {
  title: "Feedback/Alert",
  component: Alert,
  args: { children: "The payment list was updated.", tone: "info" },
  argTypes: { tone: { control: "inline-radio", options: ["info", "success", "warning", "error"] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ErrorState: Story = { name: "Error", args: { tone: "error", children: "The account or password is wrong." } };
export const Tones: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-2">
      <Alert tone="info">Info</Alert>
      <Alert tone="success">Saved</Alert>
      <Alert tone="warning">The contract ends in 7 days.</Alert>
      <Alert tone="error">Something went wrong.</Alert>
    </div>
  ),
};
export const RightToLeft: Story = { args: { children: "تم تحديث قائمة المدفوعات." }, globals: rtl };
export const Mobile: Story = { globals: mobile };
