import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";
import { pickedDateOfDay } from "#shared/dates/day-range.ts";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import type { ReportRange } from "./report-range.ts";

/** Props of {@link ReportRangeField}. */
export interface ReportRangeFieldProps {
  /** The range shown (`reportRange`). */
  readonly range: ReportRange;
  /** The longest range, days (the config's `maxRangeDays`): stated under the picker. */
  readonly maxDays: number;
  /** The last complete day (the config's `maxDay`); later days cannot be chosen. Absent while the config loads. */
  readonly lastDay: string | undefined;
  readonly onChange: (from: string | null, to: string | null) => void;
}

/** A data screen's range of days ("Date range (UTC)") with its longest range stated ("At most 92 days"). */
export function ReportRangeField({ range, maxDays, lastDay, onChange }: ReportRangeFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-1">
      <DayRangeField
        label={t("dataCenter.range")}
        from={range.from}
        to={range.to}
        maxDays={maxDays}
        {...(lastDay === undefined ? {} : { maxDate: pickedDateOfDay(lastDay) })}
        onChange={onChange}
      />
      <span className="text-xs text-fg-muted">{t("dataCenter.rangeLimit", { days: format.number(maxDays) })}</span>
    </div>
  );
}
