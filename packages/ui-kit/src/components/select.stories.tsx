import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { mobile, rtl } from "#stories/story-globals.ts";
import { FormField } from "./form-field.tsx";
import { Select } from "./select.tsx";

const regions = [
  { value: "id", label: "Indonesia" },
  { value: "ph", label: "Philippines" },
  { value: "sa", label: "Saudi Arabia" },
  { value: "vn", label: "Vietnam", disabled: true },
];

function Field({ error, disabled, label = "Region", placeholder = "Choose a region" }: { error?: string; disabled?: boolean; label?: string; placeholder?: string }) {
  const [value, setValue] = React.useState("");
  return (
    <FormField label={label} {...(error ? { error } : {})} className="max-w-xs">
      {(control) => <Select {...control} options={regions} value={value} onValueChange={setValue} placeholder={placeholder} disabled={disabled} />}
    </FormField>
  );
}

const meta = {
  title: "Forms/Select",
  component: Select,
  args: { options: regions, "aria-label": "Region", placeholder: "Choose a region" },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Field /> };
export const Selected: Story = { args: { defaultValue: "ph" } };
export const ErrorState: Story = { name: "Error", render: () => <Field error="Choose a region." /> };
export const Disabled: Story = { render: () => <Field disabled /> };
export const RightToLeft: Story = { render: () => <Field label="المنطقة" placeholder="اختر منطقة" />, globals: rtl };
export const Mobile: Story = { render: () => <Field />, globals: mobile };
