import type { Formatters } from "@agent-portal/i18n/use-formatters";
import type { TFunction } from "i18next";
import type { TierRow } from "./month-params.ts";

/** One requirement of a row's next tier (creator liveOrder `tier.requirements`). */
export type Requirement = NonNullable<TierRow["tier"]>["requirements"][number];

/** A requirement's figure in its unit: live time in whole hours (rounded up: "needs 3 h" never means 2 h 10 min), valid days and beans as numbers. */
export function requirementValue(metric: Requirement["metric"], value: number, format: Formatters, up = false): string {
  if (metric === "liveSeconds") {
    const hours = value / 3600;
    return format.number(up ? Math.ceil(hours) : Math.floor(hours * 10) / 10, { style: "unit", unit: "hour", unitDisplay: "short" });
  }
  if (metric === "beans") return format.beans(value);
  return format.number(value);
}

/** What is still missing of each requirement: valid days, live seconds, beans (0: met). */
export interface Missing {
  readonly validDays: number;
  readonly liveSeconds: number;
  readonly beans: number;
}

/**
 * The missing requirements in words, joined by the language's list format ("3 hr live, 2 days
 * valid and 20,000 beans"; live time rounded up to whole hours); null when nothing is missing.
 * Shared by the tier progress and the new-broadcaster milestones.
 */
export function missingList(missing: Missing, t: TFunction, format: Formatters): string | null {
  const parts = [
    missing.liveSeconds > 0 ? t("dataCenter.tier.missingLive", { hours: requirementValue("liveSeconds", missing.liveSeconds, format, true) }) : null,
    missing.validDays > 0 ? t("dataCenter.tier.missingValid", { days: format.number(missing.validDays, { style: "unit", unit: "day", unitDisplay: "long" }) }) : null,
    missing.beans > 0 ? format.beans(missing.beans) : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : new Intl.ListFormat(format.language, { style: "long", type: "conjunction" }).format(parts);
}

/**
 * What a row still misses for its next tier, in words: "Needs 3 hr live, 2 days valid and 20,000 beans for tier 2"
 * (the requirements not yet met, joined by the language's list format); "All requirements met"
 * when nothing is missing; "Top tier reached" at the top; null when the month has no tier (a
 * range across months).
 */
export function missingText(tier: TierRow["tier"], t: TFunction, format: Formatters): string | null {
  if (tier === null) return null;
  if (tier.nextTier === null) return t("dataCenter.tier.top");
  const of = (metric: Requirement["metric"]) => tier.requirements.find((requirement) => requirement.metric === metric)?.missing ?? 0;
  const list = missingList({ validDays: of("validDays"), liveSeconds: of("liveSeconds"), beans: of("beans") }, t, format);
  if (list === null) return t("dataCenter.tier.allMet");
  return t("dataCenter.tier.needs", { list, tier: format.number(tier.nextTier) });
}
