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

/**
 * What a row still misses for its next tier, in words: "Needs 3 hr live, 2 days valid and 20,000 beans for tier 2"
 * (the requirements not yet met, joined by the language's list format); "All requirements met"
 * when nothing is missing; "Top tier reached" at the top; null when the month has no tier (a
 * range across months).
 */
export function missingText(tier: TierRow["tier"], t: TFunction, format: Formatters): string | null {
  if (tier === null) return null;
  if (tier.nextTier === null) return t("dataCenter.tier.top");
  const parts = tier.requirements
    .filter((requirement) => requirement.missing > 0)
    .map((requirement) =>
      requirement.metric === "validDays"
        ? t("dataCenter.tier.missingValid", { days: format.number(requirement.missing, { style: "unit", unit: "day", unitDisplay: "long" }) })
        : requirement.metric === "beans"
          ? format.beans(requirement.missing)
          : t("dataCenter.tier.missingLive", { hours: requirementValue("liveSeconds", requirement.missing, format, true) }),
    );
  if (parts.length === 0) return t("dataCenter.tier.allMet");
  const list = new Intl.ListFormat(format.language, { style: "long", type: "conjunction" }).format(parts);
  return t("dataCenter.tier.needs", { list, tier: format.number(tier.nextTier) });
}
