import { format } from "date-fns";
import { Calendar } from "./calendar.tsx";
import type { CalendarLabels, DayPickerLocale } from "./calendar.tsx";
import { Popover, PopoverContent } from "./popover.tsx";
import { CalendarPlaceholder, DeferredMount } from "#internal/deferred-mount.tsx";
import { PickerTrigger, usePickerOpen } from "#internal/picker-trigger.tsx";
import type { PickerAriaProps } from "#internal/picker-trigger.tsx";

/** Texts of {@link DatePicker}; English defaults, pass translations. */
export interface DatePickerLabels extends CalendarLabels {
  /** Accessible name of the clear button. */
  clear: string;
}

/** Props of {@link DatePicker}. */
export interface DatePickerProps extends PickerAriaProps {
  /** The chosen day (local midnight), or null. */
  value: Date | null;
  onValueChange: (value: Date | null) => void;
  /** Trigger text while empty (translated). */
  placeholder?: string;
  /** Month and weekday names, first day of week and the trigger's date format (`react-day-picker/locale/<code>`). */
  locale?: DayPickerLocale;
  /** date-fns format of the trigger text; default `PP` (e.g. "Apr 29, 2024", localised). */
  displayFormat?: string;
  /** Earliest and latest selectable days. */
  minDate?: Date;
  maxDate?: Date;
  clearable?: boolean;
  disabled?: boolean;
  size?: "sm" | "md" | "lg";
  labels?: Partial<DatePickerLabels>;
  className?: string;
}

/**
 * A single-date picker: a field-looking button (named by its FormField label, showing the date)
 * opening a calendar in a popover. Picking a day closes it and returns focus to the button.
 */
function DatePicker({
  value,
  onValueChange,
  placeholder,
  locale,
  displayFormat = "PP",
  minDate,
  maxDate,
  clearable = false,
  disabled,
  size,
  labels,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = usePickerOpen();
  const text = value ? format(value, displayFormat, locale ? { locale } : {}) : null;
  const bounds = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PickerTrigger
        text={text}
        placeholder={placeholder}
        disabled={disabled}
        size={size}
        open={open}
        className={className}
        clearLabel={labels?.clear ?? "Clear"}
        {...(clearable ? { onClear: () => onValueChange(null) } : {})}
        {...aria}
      />
      <PopoverContent className="w-auto p-2">
        <DeferredMount placeholder={<CalendarPlaceholder />}>
          <Calendar
            mode="single"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- DayPicker moves focus onto the chosen (or today's) day when the popover opens.
            autoFocus
            selected={value ?? undefined}
            defaultMonth={value ?? undefined}
            onSelect={(day) => {
              onValueChange(day ?? null);
              setOpen(false);
            }}
            locale={locale}
            disabled={bounds}
            startMonth={minDate}
            endMonth={maxDate}
            labels={labels}
          />
        </DeferredMount>
      </PopoverContent>
    </Popover>
  );
}

export { DatePicker };
