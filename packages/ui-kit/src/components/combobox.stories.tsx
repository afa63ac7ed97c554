import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Combobox } from "./combobox.tsx";
import { FormField } from "./form-field.tsx";

const countries = [
  { value: "ID", label: "Indonesia", description: "+62" },
  { value: "PH", label: "Philippines", description: "+63" },
  { value: "SA", label: "Saudi Arabia", description: "+966", keywords: ["السعودية"] },
  { value: "AE", label: "United Arab Emirates", description: "+971" },
  { value: "VN", label: "Vietnam", description: "+84", keywords: ["Việt Nam"] },
  { value: "TH", label: "Thailand", description: "+66" },
  { value: "PK", label: "Pakistan", description: "+92" },
  { value: "BD", label: "Bangladesh", description: "+880" },
  { value: "EG", label: "Egypt", description: "+20", disabled: true },
];

function Field({ error, disabled = false, loading = false, initial = null }: { error?: string; disabled?: boolean; loading?: boolean; initial?: string | null }) {
  const kit = useKitLabels();
  const [value, setValue] = React.useState<string | null>(initial);
  return (
    <FormField label="Country" {...(error ? { error } : {})} className="max-w-xs">
      {(control) => (
        <Combobox
          {...control}
          options={countries}
          value={value}
          onValueChange={setValue}
          placeholder="Choose a country"
          clearable
          disabled={disabled}
          loading={loading}
          labels={kit.combobox}
        />
      )}
    </FormField>
  );
}

const meta = {
  title: "Forms/Combobox",
  component: Combobox,
  args: { options: countries, value: null, onValueChange: () => undefined, "aria-label": "Country" },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Field /> };
export const Selected: Story = { render: () => <Field initial="PH" /> };
export const Loading: Story = { render: () => <Field loading /> };
export const Empty: Story = { args: { options: [] } };
export const ErrorState: Story = { name: "Error", render: () => <Field error="Choose a country." /> };
export const Disabled: Story = { render: () => <Field disabled initial="ID" /> };
export const RightToLeft: Story = { render: () => <Field initial="SA" />, globals: rtl };
export const Mobile: Story = { render: () => <Field />, globals: mobile };
