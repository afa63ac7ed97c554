import { format } from "date-fns";
import * as React from "react";
import { cn } from "#lib/cn.ts";
import type { DayPickerLocale } from "./calendar.tsx";
import { Popover, PopoverContent } from "./popover.tsx";
import { PickerTrigger, usePickerOpen } from "#internal/picker-trigger.tsx";
import type { PickerAriaProps } from "#internal/picker-trigger.tsx";

/** Texts of {@link MonthPicker}; English defaults, pass translations. */
export interface MonthPickerLabels {
  previousYear: string;
  nextYear: string;
  clear: string;
}

const defaultLabels: MonthPickerLabels = { previousYear: "Previous year", nextYear: "Next year", clear: "Clear" };

/** Props of {@link MonthPicker}. */
export interface MonthPickerProps extends PickerAriaProps {
  /** The chosen month as its first day (local), or null. */
  value: Date | null;
  onValueChange: (value: Date | null) => void;
  placeholder?: string;
  /** Month names and the trigger format (`react-day-picker/locale/<code>`). */
  locale?: DayPickerLocale;
  /** date-fns format of the trigger; default `LLLL yyyy` ("April 2024", localised). */
  displayFormat?: string;
  /** Earliest and latest selectable months (any day inside them). */
  minDate?: Date;
  maxDate?: Date;
  clearable?: boolean;
  disabled?: boolean;
  size?: "sm" | "md" | "lg";
  labels?: Partial<MonthPickerLabels>;
  className?: string;
}

const monthIndex = (date: Date) => date.getFullYear() * 12 + date.getMonth();

/**
 * A month picker (monthly statistics): a year with previous / next buttons and a 3 × 4 grid of
 * month buttons; the chosen month is `aria-pressed`. Picking closes the popover. Returns the first
 * day of the month.
 */
function MonthPicker({
  value,
  onValueChange,
  placeholder,
  locale,
  displayFormat = "LLLL yyyy",
  minDate,
  maxDate,
  clearable = false,
  disabled,
  size,
  labels: labelOverrides,
  className,
  ...aria
}: MonthPickerProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [open, setOpen] = usePickerOpen();
  const [year, setYear] = React.useState(() => (value ?? new Date()).getFullYear());
  const options = locale ? { locale } : {};
  const min = minDate ? monthIndex(minDate) : Number.NEGATIVE_INFINITY;
  const max = maxDate ? monthIndex(maxDate) : Number.POSITIVE_INFINITY;
  const changeOpen = (next: boolean) => {
    if (next) setYear((value ?? maxDate ?? new Date()).getFullYear());
    setOpen(next);
  };
  const yearButton = "inline-flex size-9 items-center justify-center rounded-md text-fg-muted hover:bg-surface-sunken disabled:opacity-40 rtl:[&_svg]:-scale-x-100";
  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PickerTrigger
        text={value ? format(value, displayFormat, options) : null}
        placeholder={placeholder}
        disabled={disabled}
        size={size}
        open={open}
        className={className}
        clearLabel={labels.clear}
        {...(clearable ? { onClear: () => onValueChange(null) } : {})}
        {...aria}
      />
      <PopoverContent className="w-72 p-3">
        <div data-slot="month-picker" className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <button type="button" aria-label={labels.previousYear} title={labels.previousYear} className={yearButton} disabled={year * 12 <= min} onClick={() => setYear(year - 1)}>
              <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4">
                <path d="M10 4L6 8l4 4" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
            <span className="text-sm font-semibold tabular-nums" aria-live="polite">
              {year}
            </span>
            <button type="button" aria-label={labels.nextYear} title={labels.nextYear} className={yearButton} disabled={year * 12 + 11 >= max} onClick={() => setYear(year + 1)}>
              <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" className="size-4">
                <path d="M6 4l4 4-4 4" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </div>
          <div className="grid grid-cols-3 gap-1">
            {Array.from({ length: 12 }, (_, month) => {
              const day = new Date(year, month, 1);
              const index = year * 12 + month;
              const chosen = value !== null && monthIndex(value) === index;
              return (
                <button
                  key={month}
                  type="button"
                  aria-pressed={chosen}
                  aria-label={format(day, "LLLL yyyy", options)}
                  disabled={index < min || index > max}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- moves focus into the popover onto the chosen month, as a calendar does.
                  autoFocus={chosen || (value === null && month === 0)}
                  onClick={() => {
                    onValueChange(day);
                    setOpen(false);
                  }}
                  className={cn(
                    "h-10 rounded-md text-sm hover:bg-surface-sunken disabled:pointer-events-none disabled:opacity-40",
                    chosen && "bg-brand-600 text-on-brand hover:bg-brand-700",
                  )}
                >
                  {format(day, "LLL", options)}
                </button>
              );
            })}
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

export { MonthPicker };
