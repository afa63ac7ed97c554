/**
 * Shapes of the broadcaster tiers of a month (answered by creator liveOrder,
 * `live-data-multi-room.ts`): the tier table and each broadcaster's progress to the next tier.
 * A tier counts only when every one of its requirements is met; and the day states of the heat
 * map of the broadcaster stats' day tab. No declarations here.
 */
import * as z from "zod/mini";
import { beansSchema, countSchema, daySchema, durationSecondsSchema } from "./shared.ts";

/** A requirement of a tier: live time (seconds), valid days (count) or beans. */
export const tierMetricSchema = z.enum(["liveSeconds", "validDays", "beans"]);

/** One tier of the table. */
export const tierRuleSchema = z.object({
  /** Tier number, 1 (lowest) upwards. */
  tier: countSchema,
  /** Live time a month needs, seconds. */
  liveSeconds: durationSecondsSchema,
  /** Valid days (at least one hour live) a month needs. */
  validDays: countSchema,
  /** Beans a month needs. */
  beans: beansSchema,
});

/** Progress on one requirement of the next tier (the requirement's unit: seconds, days or beans). */
export const requirementProgressSchema = z.object({
  /** Which requirement. */
  metric: tierMetricSchema,
  /** The month's figure so far. */
  have: z.int().check(z.nonnegative()),
  /** What the next tier needs. */
  need: z.int().check(z.nonnegative()),
  /** Still missing; 0 when met. */
  missing: z.int().check(z.nonnegative()),
  /** The figure at the month's end at the pace so far (linear); null before the month's first complete day. */
  projected: z.nullable(z.int().check(z.nonnegative())),
});

/** A broadcaster's tier in a month and the way to the next one. */
export const tierProgressSchema = z.object({
  /** The tier reached (every requirement met); 0 for none. */
  tier: countSchema,
  /** The next tier; null at the top. */
  nextTier: z.nullable(countSchema),
  /** Progress on each requirement of the next tier; empty at the top. */
  requirements: z.array(requirementProgressSchema),
  /** The tier the month's projection reaches; null when nothing can be projected yet. */
  projectedTier: z.nullable(countSchema),
});

/** How a day went (the heat map): `valid` at least one hour live, `partial` live but under an hour, `off` not live. */
export const dayKindSchema = z.enum(["valid", "partial", "off"]);

/** One day of a broadcaster in the heat map. */
export const dayStateSchema = z.object({
  /** The day, YYYY-MM-DD (UTC+0). */
  day: daySchema,
  /** valid, partial or off. */
  kind: dayKindSchema,
  /** Time live that day, seconds (0 on a day off). */
  liveDuration: durationSecondsSchema,
  /** Beans that day (0 on a day off). */
  beans: beansSchema,
});
