import type { ResponseOf } from "@agent-portal/api-client/contract/define";
import type { liveDataConfig } from "@agent-portal/api-client/contract/live-data-report";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useTranslation } from "react-i18next";
import { pickedDateOfDay } from "#shared/dates/day-range.ts";
import { DayRangeField } from "#shared/list/day-range-field.tsx";
import type { DayRange } from "./live-range.ts";
import { MAX_RANGE_DAYS } from "./live-range.ts";

/** The live data `config` answer. */
export type LiveDataConfig = ResponseOf<typeof liveDataConfig>;

/** Props of {@link RangeBar}. */
export interface RangeBarProps {
  readonly range: DayRange;
  /** The live data config, once answered: the last complete day, the longest range and the report time zone. */
  readonly config: LiveDataConfig | undefined;
  readonly onChange: (from: string | null, to: string | null) => void;
}

/**
 * The range of a live-data screen with what the data-screen rules ask beside it: the longest range
 * stated (a longer one cannot be picked, so it is never sent), the report time zone the days are
 * in, and the data's freshness from the server ("data as of" the config's last complete day, not
 * the time of rendering).
 */
export function RangeBar({ range, config, onChange }: RangeBarProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const zone = config?.rules.timeZone ?? "UTC";
  const maxDays = config?.maxRangeDays ?? MAX_RANGE_DAYS;
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
      <DayRangeField
        label={t("broadcaster.live.range")}
        from={range.from}
        to={range.to}
        maxDays={maxDays}
        {...(config ? { maxDate: pickedDateOfDay(config.maxDay) } : {})}
        onChange={onChange}
      />
      {/* The freshness has a line of its own, held empty while the config loads: appended to the
          range note, its arrival wrapped the note onto a second line and pushed the figures down. */}
      <div className="pb-2 text-sm text-fg-muted" data-testid="data-freshness">
        <p>{t("dataCenter.live.rangeNote", { n: maxDays, zone })}</p>
        <p className="min-h-5">{config ? t("dataCenter.live.asOf", { day: format.date(`${config.maxDay}T00:00:00Z`, { timeZone: "UTC" }), zone }) : null}</p>
      </div>
    </div>
  );
}
