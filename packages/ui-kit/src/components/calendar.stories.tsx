import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { useDayPickerLocale } from "#stories/use-day-picker-locale.ts";
import { useKitLabels } from "#stories/use-kit-labels.ts";
import { mobile, rtl } from "#stories/story-globals.ts";
import { Calendar } from "./calendar.tsx";

function Inline({ disabled = false }: { disabled?: boolean }) {
  const kit = useKitLabels();
  const locale = useDayPickerLocale();
  const [day, setDay] = React.useState<Date | undefined>(new Date(2024, 3, 12));
  return (
    <Calendar
      mode="single"
      selected={day}
      onSelect={setDay}
      defaultMonth={new Date(2024, 3, 1)}
      locale={locale}
      labels={kit.calendar}
      disabled={disabled ? { dayOfWeek: [0, 6] } : undefined}
    />
  );
}

const meta = {
  title: "Forms/Calendar",
  component: Calendar,
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Inline /> };
export const Disabled: Story = { name: "Disabled weekends", render: () => <Inline disabled /> };
export const RightToLeft: Story = { render: () => <Inline />, globals: rtl };
export const Mobile: Story = { render: () => <Inline />, globals: mobile };
