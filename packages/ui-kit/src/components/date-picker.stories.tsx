import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useDayPickerLocale } from "#stories/use-day-picker-locale.ts";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { DatePicker } from "./date-picker.tsx";
import { FormField } from "./form-field.tsx";

function Field({ initial = null, error, disabled = false, bounded = false }: { initial?: Date | null; error?: string; disabled?: boolean; bounded?: boolean }) {
  const kit = useKitLabels();
  const locale = useDayPickerLocale();
  const [value, setValue] = React.useState<Date | null>(initial);
  return (
    <FormField label="Interview date" {...(error ? { error } : {})} className="max-w-xs">
      {(control) => (
        <DatePicker
          {...control}
          value={value}
          onValueChange={setValue}
          placeholder="Choose a date"
          locale={locale}
          clearable
          disabled={disabled}
          labels={kit.datePicker}
          {...(bounded ? { minDate: new Date(2024, 3, 3), maxDate: new Date(2024, 3, 26) } : {})}
        />
      )}
    </FormField>
  );
}

const meta = {
  title: "Forms/DatePicker",
  component: DatePicker,
  args: { value: null, onValueChange: () => undefined, "aria-label": "Date" },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Field /> };
export const Selected: Story = { render: () => <Field initial={new Date(2024, 3, 12)} /> };
export const WithBounds: Story = { render: () => <Field initial={new Date(2024, 3, 12)} bounded /> };
export const ErrorState: Story = { name: "Error", render: () => <Field error="Choose a date." /> };
export const Disabled: Story = { render: () => <Field disabled initial={new Date(2024, 3, 12)} /> };
export const RightToLeft: Story = { render: () => <Field initial={new Date(2024, 3, 12)} />, globals: rtl };
export const Mobile: Story = { render: () => <Field />, globals: mobile };
