import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { StatDelta } from "@agent-portal/ui-kit/components/stat-card";
import type { TFunction } from "i18next";
import { changeOf, previousRange } from "#shared/live-data/compare.ts";
import type { DayRange } from "#shared/live-data/live-range.ts";

/**
 * The name of the live-data comparison of `range` (the data-screen rule "Comparisons are named and
 * fair"): the previous range of the same length, with its UTC days, e.g. "vs the previous period
 * (Oct 2 – Oct 31)" (`dataCenter.live.vsPrevious`). agentOss overview's `previous` and the
 * aggregate calls' earlier range cover exactly these days.
 */
export function comparisonName(t: TFunction, format: Formatters, range: DayRange): string {
  const previous = previousRange(range);
  return t("dataCenter.live.vsPrevious", {
    n: previous.days,
    from: format.date(`${previous.from}T00:00:00Z`, { timeZone: "UTC" }),
    to: format.date(`${previous.to}T00:00:00Z`, { timeZone: "UTC" }),
  });
}

/**
 * A figure's change against the comparison as a stat card's delta: "+12.5% vs the previous period
 * (…)", "—" when the earlier value is 0 and the current is not (no base: never "∞%"), flat at 0.
 */
export function deltaOf(format: Formatters, current: number, previous: number, comparison: string): StatDelta {
  const change = changeOf(current, previous);
  const text = change === null ? "—" : `${change > 0 ? "+" : ""}${format.percent(change, 1)}`;
  return { label: `${text} ${comparison}`, trend: change === null || change === 0 ? "flat" : change > 0 ? "up" : "down" };
}

/**
 * The delta a stat card lays out, unseen, under its placeholder while its figure loads (`StatCard`
 * `loading`): a change of the usual length ("+10.0%") against the same named comparison, so the card
 * has its loaded height from the first paint and the figures below do not move when it arrives.
 */
export function placeholderDelta(format: Formatters, comparison: string): StatDelta {
  return deltaOf(format, 110, 100, comparison);
}
