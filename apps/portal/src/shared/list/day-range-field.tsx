import type { DateRange } from "@agent-portal/ui-kit/components/calendar";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { RangePicker } from "@agent-portal/ui-kit/components/range-picker";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dayOfPickedDate, pickedDateOfDay } from "#shared/dates/day-range.ts";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";

/** Props of {@link DayRangeField}. */
export interface DayRangeFieldProps {
  readonly label: string;
  /** The URL's days `YYYY-MM-DD` (null: open end). */
  readonly from: string | null;
  readonly to: string | null;
  /** Called with both days once the range is complete, or two nulls when cleared. */
  readonly onChange: (from: string | null, to: string | null) => void;
  /** Latest day that can be picked (default today). */
  readonly maxDate?: Date;
  /** Longest range, days. */
  readonly maxDays?: number;
  readonly placeholder?: string;
}

function rangeOf(from: string | null, to: string | null): DateRange | null {
  return from === null ? null : { from: pickedDateOfDay(from), to: to === null ? undefined : pickedDateOfDay(to) };
}

/**
 * A day-range filter on the kit's RangePicker: the URL keeps whole days; a half-picked range
 * stays local until its end is chosen; clearing removes both.
 */
export function DayRangeField({ label, from, to, onChange, maxDate, maxDays, placeholder }: DayRangeFieldProps) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const [range, setRange] = useState<DateRange | null>(() => rangeOf(from, to));
  const [seen, setSeen] = useState({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setRange(rangeOf(from, to));
  }
  return (
    <FormField label={label} className="w-72">
      {(control) => (
        <RangePicker
          {...control}
          value={range}
          clearable
          labels={kit.rangePicker}
          placeholder={placeholder ?? t("shared.list.anyDate")}
          maxDate={maxDate ?? new Date()}
          {...(maxDays === undefined ? {} : { maxDays })}
          onValueChange={(next) => {
            setRange(next);
            if (next === null) onChange(null, null);
            else if (next.from !== undefined && next.to !== undefined) onChange(dayOfPickedDate(next.from), dayOfPickedDate(next.to));
          }}
        />
      )}
    </FormField>
  );
}
