import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { TFunction } from "i18next";
import type { DayState } from "./day-params.ts";
import { dayCounts } from "./day-params.ts";

const KIND_CLASS: Record<DayState["kind"], string> = {
  valid: "bg-success-600",
  partial: "bg-warning-600",
  off: "bg-surface-sunken border border-border",
};

/**
 * A broadcaster's days as a strip of squares, oldest first (mirrored in right-to-left languages by
 * the flex direction): valid, partial and off days in three colours, each square titled with its
 * day, kind, live time and beans. Screen readers get the counts as the strip's name; the days
 * themselves are in the export (one row per broadcaster per day).
 */
export function DayHeatMap({ days, t, format }: { days: readonly DayState[]; t: TFunction; format: Formatters }) {
  const counts = dayCounts(days);
  const label = t("dataCenter.heat.summary", { valid: format.number(counts.valid), partial: format.number(counts.partial), off: format.number(counts.off) });
  const small = days.length > 45;
  return (
    <span role="img" aria-label={label} className="flex flex-wrap gap-px" data-testid="heat-map">
      {days.map((day) => (
        <span
          key={day.day}
          data-kind={day.kind}
          title={`${format.date(`${day.day}T00:00:00Z`, { timeZone: "UTC" })}: ${t(`dataCenter.heat.${day.kind}`)} · ${format.duration(day.liveDuration)} · ${format.beans(day.beans)}`}
          className={`${small ? "size-1.5" : "size-2.5"} rounded-sm ${KIND_CLASS[day.kind]}`}
        />
      ))}
    </span>
  );
}

/** The heat map's legend: what each colour means (the valid-day rule in words). */
export function HeatLegend({ t }: { t: TFunction }) {
  return (
    <ul className="flex flex-wrap items-center gap-4 text-xs text-fg-muted" aria-label={t("dataCenter.heat.legend")}>
      {(["valid", "partial", "off"] as const).map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-sm ${KIND_CLASS[kind]}`} />
          {t(`dataCenter.heat.${kind}Explained`)}
        </li>
      ))}
    </ul>
  );
}
