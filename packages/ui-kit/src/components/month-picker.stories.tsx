import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useDayPickerLocale } from "#stories/use-day-picker-locale.ts";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { FormField } from "./form-field.tsx";
import { MonthPicker } from "./month-picker.tsx";

function Field({ initial = null, error, disabled = false }: { initial?: Date | null; error?: string; disabled?: boolean }) {
  const kit = useKitLabels();
  const locale = useDayPickerLocale();
  const [value, setValue] = React.useState<Date | null>(initial);
  return (
    <FormField label="Month" {...(error ? { error } : {})} className="max-w-xs">
      {(control) => (
        <MonthPicker
          {...control}
          value={value}
          onValueChange={setValue}
          placeholder="Choose a month"
          locale={locale}
          minDate={new Date(2023, 0, 1)}
          maxDate={new Date(2024, 5, 1)}
          clearable
          disabled={disabled}
          labels={kit.monthPicker}
        />
      )}
    </FormField>
  );
}

const meta = {
  title: "Forms/MonthPicker",
  component: MonthPicker,
  args: { value: null, onValueChange: () => undefined, "aria-label": "Month" },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Field /> };
export const Selected: Story = { render: () => <Field initial={new Date(2024, 2, 1)} /> };
export const ErrorState: Story = { name: "Error", render: () => <Field error="Choose a month." /> };
export const Disabled: Story = { render: () => <Field disabled initial={new Date(2024, 2, 1)} /> };
export const RightToLeft: Story = { render: () => <Field initial={new Date(2024, 2, 1)} />, globals: rtl };
export const Mobile: Story = { render: () => <Field />, globals: mobile };
