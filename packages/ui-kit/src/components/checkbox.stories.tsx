import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Checkbox } from "./checkbox.tsx";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { label: "Remember me", description: "Stay signed in on this device for 7 days." },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: "indeterminate", label: "Select all", description: undefined } };
export const ErrorState: Story = { name: "Error", args: { "aria-invalid": true, label: "I accept the agency terms", description: "Required to continue." } };
export const Disabled: Story = { args: { disabled: true } };
export const RightToLeft: Story = { args: { label: "تذكرني", description: "ابقَ مسجلاً على هذا الجهاز لمدة ٧ أيام." }, globals: rtl };
export const Mobile: Story = { globals: mobile };
