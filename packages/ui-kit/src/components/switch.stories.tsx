import type { Meta, StoryObj } from "@storybook/react-vite";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { label: "Email notifications", description: "Send me a message when an application arrives." },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const RightToLeft: Story = { args: { label: "إشعارات البريد", description: "أرسل لي رسالة عند وصول طلب.", defaultChecked: true }, globals: rtl };
export const Mobile: Story = { globals: mobile };
