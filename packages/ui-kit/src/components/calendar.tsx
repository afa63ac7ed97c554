import { format } from "date-fns";
import * as React from "react";
import { DayPicker } from "react-day-picker";
import type { DayPickerLocale, DayPickerProps } from "react-day-picker";
import { cn } from "#lib/cn.ts";

export type { DateRange, DayPickerLocale } from "react-day-picker";

/** Texts of the calendar; English defaults, pass translations. Dates themselves follow `locale`. */
export interface CalendarLabels {
  /** Name of the month navigation. */
  navigation: string;
  previousMonth: string;
  nextMonth: string;
  /** Appended to today's day name, e.g. "Today". */
  today: string;
  /** Appended to a selected day's name, e.g. "selected". */
  selected: string;
}

const defaultCalendarLabels: CalendarLabels = { navigation: "Month navigation", previousMonth: "Previous month", nextMonth: "Next month", today: "Today", selected: "selected" };

const dayButton = "inline-flex size-9 items-center justify-center rounded-md text-sm tabular-nums hover:bg-surface-sunken disabled:pointer-events-none";

/** Props of {@link Calendar}: react-day-picker's props, plus the kit's `labels`. */
export type CalendarProps = DayPickerProps & { labels?: Partial<CalendarLabels> };

/**
 * A month calendar (react-day-picker, WCAG 2.1 AA): a grid of day buttons with arrow-key
 * movement, PageUp/PageDown by month, Home/End by week. Month and weekday names come from `locale`
 * (`react-day-picker/locale/<code>`, a date-fns locale); `dir` mirrors it. Used by the date pickers;
 * usable alone for an inline calendar.
 */
function Calendar({ className, classNames, labels: labelOverrides, locale, ...props }: CalendarProps) {
  const labels = { ...defaultCalendarLabels, ...labelOverrides };
  const dateLocale = locale as DayPickerLocale | undefined;
  const options = React.useMemo(() => (dateLocale ? { locale: dateLocale } : {}), [dateLocale]);
  const dayLabel = React.useCallback(
    (date: Date, modifiers: { today?: boolean; selected?: boolean }) =>
      // Starts with the visible day number, so the name contains the label (WCAG 2.5.3).
      [format(date, "d", options), format(date, "PPPP", options), modifiers.today === true ? labels.today : "", modifiers.selected === true ? labels.selected : ""]
        .filter(Boolean)
        .join(", "),
    [options, labels.today, labels.selected],
  );
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={false}
      locale={locale}
      className={cn("relative p-1 text-fg", className)}
      labels={{ labelNav: () => labels.navigation, labelPrevious: () => labels.previousMonth, labelNext: () => labels.nextMonth, labelDayButton: dayLabel }}
      classNames={{
        months: "flex flex-col gap-4 sm:flex-row",
        month: "flex flex-col gap-2",
        month_caption: "flex h-9 items-center px-2",
        caption_label: "text-sm font-semibold",
        nav: "absolute end-1 top-1 flex items-center gap-1",
        button_previous: cn(dayButton, "text-fg-muted disabled:opacity-40 rtl:[&_svg]:-scale-x-100"),
        button_next: cn(dayButton, "text-fg-muted disabled:opacity-40 rtl:[&_svg]:-scale-x-100"),
        chevron: "size-4 fill-current",
        month_grid: "border-collapse",
        weekdays: "flex",
        weekday: "size-9 text-xs font-normal text-fg-muted",
        week: "flex",
        day: "p-0 text-center",
        day_button: dayButton,
        today: "[&>button]:font-semibold [&>button]:text-brand-700 [&>button]:underline [&>button]:underline-offset-4",
        selected: "[&>button]:bg-brand-600 [&>button]:text-on-brand [&>button]:hover:bg-brand-700",
        range_start: "[&>button]:bg-brand-600 [&>button]:text-on-brand",
        range_end: "[&>button]:bg-brand-600 [&>button]:text-on-brand",
        range_middle: "[&>button]:rounded-none [&>button]:bg-brand-50! [&>button]:text-brand-700!",
        disabled: "[&>button]:opacity-40",
        outside: "text-fg-muted",
        hidden: "invisible",
        ...classNames,
      }}
      {...props}
    />
  );
}

export { Calendar, defaultCalendarLabels };
