/**
 * Broadcaster tiers of a month (the broadcaster stats' month tab, issue 20 item 2): the tier
 * table, the tier a month's figures reach, the progress to the next tier on each requirement and
 * a linear projection to the month's end. Our design: SPEC section 2 names the screen only.
 *
 * Units: live time in seconds, valid days as a count, beans as whole beans. A tier counts only
 * when every one of its requirements is met.
 */

/** One tier and what a month needs to reach it. */
export interface TierRule {
  /** Tier number, 1 (lowest) upwards. */
  readonly tier: number;
  /** Live time the month needs, seconds. */
  readonly liveSeconds: number;
  /** Valid days (at least one hour live) the month needs. */
  readonly validDays: number;
  /** Beans the month needs. */
  readonly beans: number;
}

/** The tier table, lowest first. */
export const TIER_RULES: readonly TierRule[] = [
  { tier: 1, liveSeconds: 20 * 3600, validDays: 8, beans: 10_000 },
  { tier: 2, liveSeconds: 40 * 3600, validDays: 15, beans: 40_000 },
  { tier: 3, liveSeconds: 60 * 3600, validDays: 20, beans: 100_000 },
  { tier: 4, liveSeconds: 100 * 3600, validDays: 25, beans: 250_000 },
];

/** The requirements of a tier, in display order. */
export const TIER_METRICS = ["liveSeconds", "validDays", "beans"] as const;
/** One requirement of a tier. */
export type TierMetric = (typeof TIER_METRICS)[number];

/** A month's figures so far. */
export type TierFigures = Readonly<Record<TierMetric, number>>;

/** Progress on one requirement of the next tier. */
export interface RequirementProgress {
  readonly metric: TierMetric;
  /** The month's figure so far. */
  readonly have: number;
  /** What the next tier needs. */
  readonly need: number;
  /** What is still missing (0 when met). */
  readonly missing: number;
  /** The figure at the month's end if the pace so far holds; null before the month's first complete day. */
  readonly projected: number | null;
}

/** A month's tier and the way to the next one. */
export interface TierProgress {
  /** The tier reached (every requirement met); 0 for none. */
  readonly tier: number;
  /** The next tier; null at the top. */
  readonly nextTier: number | null;
  /** Progress on each requirement of the next tier; empty at the top. */
  readonly requirements: readonly RequirementProgress[];
  /** The tier the projection reaches; null when nothing can be projected yet. */
  readonly projectedTier: number | null;
}

/** The highest tier whose every requirement `figures` meet (0 for none): a tier counts only when all its requirements are met. */
export function tierOf(figures: TierFigures, rules: readonly TierRule[] = TIER_RULES): number {
  let reached = 0;
  for (const rule of rules) {
    if (TIER_METRICS.every((metric) => figures[metric] >= rule[metric])) reached = rule.tier;
    else break;
  }
  return reached;
}

/**
 * A linear projection of a month's figure to its end: `have / elapsedDays * monthDays`, rounded
 * down; valid days never exceed the days of the month. Null when no day has elapsed.
 */
export function project(metric: TierMetric, have: number, elapsedDays: number, monthDays: number): number | null {
  if (elapsedDays <= 0) return null;
  const days = Math.min(elapsedDays, monthDays);
  const projected = Math.floor((have * monthDays) / days);
  return metric === "validDays" ? Math.min(projected, monthDays) : projected;
}

/**
 * The tier of a month's figures so far and the progress to the next tier.
 *
 * @param figures the month's figures up to the last complete day
 * @param elapsedDays complete days of the month counted in `figures` (the whole month once it is over)
 * @param monthDays days in the month
 */
export function tierProgress(figures: TierFigures, elapsedDays: number, monthDays: number, rules: readonly TierRule[] = TIER_RULES): TierProgress {
  const tier = tierOf(figures, rules);
  const next = rules.find((rule) => rule.tier === tier + 1) ?? null;
  const projectedFigures = Object.fromEntries(TIER_METRICS.map((metric) => [metric, project(metric, figures[metric], elapsedDays, monthDays)]));
  const projectable = TIER_METRICS.every((metric) => projectedFigures[metric] !== null);
  return {
    tier,
    nextTier: next?.tier ?? null,
    requirements:
      next === null
        ? []
        : TIER_METRICS.map((metric) => ({
            metric,
            have: figures[metric],
            need: next[metric],
            missing: Math.max(0, next[metric] - figures[metric]),
            projected: projectedFigures[metric] ?? null,
          })),
    projectedTier: projectable ? tierOf(projectedFigures as TierFigures, rules) : null,
  };
}

/** Days in the month of `day` (YYYY-MM-DD or YYYY-MM). */
export function daysInMonth(day: string): number {
  const [year = 1970, month = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
