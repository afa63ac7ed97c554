import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Textarea } from "./textarea.tsx";

function Counted(props: React.ComponentProps<typeof Textarea>) {
  const [value, setValue] = React.useState("The broadcaster asked to move to another agency.");
  return <Textarea {...props} value={value} onChange={(event) => setValue(event.target.value)} maxLength={200} counter={(used, max) => `${String(used)} / ${String(max)}`} />;
}

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: { "aria-label": "Reason", placeholder: "Why is this needed?" },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = { render: (args) => <Counted {...args} /> };
export const ErrorState: Story = { name: "Error", args: { "aria-invalid": true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: "Read only" } };
export const RightToLeft: Story = { args: { "aria-label": "السبب", placeholder: "لماذا هذا مطلوب؟" }, globals: rtl };
export const Mobile: Story = { render: (args) => <Counted {...args} />, globals: mobile };
