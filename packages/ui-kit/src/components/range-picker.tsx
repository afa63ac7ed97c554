import { format } from "date-fns";
import { Calendar } from "./calendar.tsx";
import type { CalendarLabels, DateRange, DayPickerLocale } from "./calendar.tsx";
import { Popover, PopoverContent } from "./popover.tsx";
import { CalendarPlaceholder, DeferredMount } from "#internal/deferred-mount.tsx";
import { PickerTrigger, usePickerOpen } from "#internal/picker-trigger.tsx";
import type { PickerAriaProps } from "#internal/picker-trigger.tsx";

/** Texts of {@link RangePicker}; English defaults, pass translations. */
export interface RangePickerLabels extends CalendarLabels {
  clear: string;
  /** Joins the two dates in the trigger, e.g. " – ". */
  separator: string;
}

/** Props of {@link RangePicker}. */
export interface RangePickerProps extends PickerAriaProps {
  /** The chosen range (`from`, then `to`, both inclusive local days), or null. */
  value: DateRange | null;
  onValueChange: (value: DateRange | null) => void;
  placeholder?: string;
  locale?: DayPickerLocale;
  displayFormat?: string;
  minDate?: Date;
  maxDate?: Date;
  /** Longest range in days (e.g. 31 for a month of live data); longer picks are not allowed. */
  maxDays?: number;
  clearable?: boolean;
  disabled?: boolean;
  size?: "sm" | "md" | "lg";
  labels?: Partial<RangePickerLabels>;
  className?: string;
}

/**
 * A date-range picker (live-data and statistics filters): two months side by side (stacked on
 * phones); the first click sets the start, the second the end, and the popover closes once both
 * are chosen.
 */
function RangePicker({
  value,
  onValueChange,
  placeholder,
  locale,
  displayFormat = "PP",
  minDate,
  maxDate,
  maxDays,
  clearable = false,
  disabled,
  size,
  labels,
  className,
  ...aria
}: RangePickerProps) {
  const [open, setOpen] = usePickerOpen();
  const options = locale ? { locale } : {};
  const text = value?.from ? `${format(value.from, displayFormat, options)}${labels?.separator ?? " – "}${value.to ? format(value.to, displayFormat, options) : "…"}` : null;
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
        <DeferredMount placeholder={<CalendarPlaceholder months={2} />}>
          <Calendar
            mode="range"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- DayPicker moves focus onto the chosen (or today's) day when the popover opens.
            autoFocus
            numberOfMonths={2}
            selected={value ?? undefined}
            defaultMonth={value?.from}
            {...(maxDays === undefined ? {} : { max: maxDays })}
            onSelect={(range, day) => {
              // A click after a complete range starts a new one, as users expect.
              const next = value?.from && value.to ? { from: day, to: undefined } : range;
              onValueChange(next ?? null);
              if (next?.from && next.to) setOpen(false);
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

export { RangePicker };
