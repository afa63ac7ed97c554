import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useDayPickerLocale } from "#stories/use-day-picker-locale.ts";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import type { DateRange } from "./calendar.tsx";
import { FormField } from "./form-field.tsx";
import { RangePicker } from "./range-picker.tsx";

function Field({ initial = null, error, disabled = false }: { initial?: DateRange | null; error?: string; disabled?: boolean }) {
  const kit = useKitLabels();
  const locale = useDayPickerLocale();
  const [value, setValue] = React.useState<DateRange | null>(initial);
  return (
    <FormField label="Period" hint="At most 31 days." {...(error ? { error } : {})} className="max-w-sm">
      {(control) => (
        <RangePicker
          {...control}
          value={value}
          onValueChange={setValue}
          placeholder="Choose a period"
          locale={locale}
          maxDays={31}
          clearable
          disabled={disabled}
          labels={kit.rangePicker}
        />
      )}
    </FormField>
  );
}

const april = { from: new Date(2024, 3, 1), to: new Date(2024, 3, 14) };

const meta = {
  title: "Forms/RangePicker",
  component: RangePicker,
  args: { value: null, onValueChange: () => undefined, "aria-label": "Period" },
} satisfies Meta<typeof RangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Field /> };
export const Selected: Story = { render: () => <Field initial={april} /> };
export const ErrorState: Story = { name: "Error", render: () => <Field error="Choose a period of at most 31 days." /> };
export const Disabled: Story = { render: () => <Field disabled initial={april} /> };
export const RightToLeft: Story = { render: () => <Field initial={april} />, globals: rtl };
export const Mobile: Story = { render: () => <Field />, globals: mobile };
