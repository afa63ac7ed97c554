import { describe, expect, it } from "vitest";
import { TIER_RULES, daysInMonth, project, tierOf, tierProgress } from "./tiers.ts";

const H = 3600;

describe("tierOf", () => {
  it("counts a tier only when every requirement is met", () => {
    // Tier 2's hours and beans, but only tier 1's valid days: tier 1.
    expect(tierOf({ liveSeconds: 45 * H, validDays: 10, beans: 50_000 })).toBe(1);
    // Everything of tier 3 but one bean short: tier 2.
    expect(tierOf({ liveSeconds: 60 * H, validDays: 20, beans: 99_999 })).toBe(2);
    expect(tierOf({ liveSeconds: 60 * H, validDays: 20, beans: 100_000 })).toBe(3);
  });

  it("answers 0 when the lowest tier is not reached on one requirement, however high the others", () => {
    expect(tierOf({ liveSeconds: 500 * H, validDays: 7, beans: 1_000_000 })).toBe(0);
  });
});

describe("project", () => {
  it("extends the pace so far to the whole month, rounded down", () => {
    // 10 days of 30: 12 h so far -> 36 h.
    expect(project("liveSeconds", 12 * H, 10, 30)).toBe(36 * H);
    expect(project("beans", 1_001, 3, 31)).toBe(Math.floor((1_001 * 31) / 3));
  });

  it("never projects more valid days than the month has", () => {
    expect(project("validDays", 10, 10, 30)).toBe(30);
    expect(project("validDays", 9, 10, 30)).toBe(27);
  });

  it("projects nothing before the first complete day", () => {
    expect(project("beans", 0, 0, 30)).toBeNull();
  });
});

describe("tierProgress", () => {
  it("gives the next tier's requirements with what is missing and the projection", () => {
    // Day 10 of a 30-day month: tier 1 reached; towards tier 2 (40 h, 15 valid days, 40,000 beans).
    const progress = tierProgress({ liveSeconds: 37 * H, validDays: 13, beans: 20_000 }, 10, 30);
    expect(progress.tier).toBe(1);
    expect(progress.nextTier).toBe(2);
    expect(progress.requirements).toEqual([
      { metric: "liveSeconds", have: 37 * H, need: 40 * H, missing: 3 * H, projected: 111 * H },
      { metric: "validDays", have: 13, need: 15, missing: 2, projected: 30 },
      { metric: "beans", have: 20_000, need: 40_000, missing: 20_000, projected: 60_000 },
    ]);
    // 111 h, 30 valid days, 60,000 beans: tier 2 (tier 3 needs 100,000 beans).
    expect(progress.projectedTier).toBe(2);
  });

  it("has nothing further at the top tier", () => {
    const top = TIER_RULES[TIER_RULES.length - 1];
    const progress = tierProgress({ liveSeconds: top?.liveSeconds ?? 0, validDays: top?.validDays ?? 0, beans: top?.beans ?? 0 }, 30, 30);
    expect(progress).toEqual({ tier: top?.tier, nextTier: null, requirements: [], projectedTier: top?.tier });
  });

  it("projects no tier before the month's first complete day", () => {
    expect(tierProgress({ liveSeconds: 0, validDays: 0, beans: 0 }, 0, 31).projectedTier).toBeNull();
  });
});

describe("daysInMonth", () => {
  it("knows leap years", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2026-02-10")).toBe(28);
    expect(daysInMonth("2026-12")).toBe(31);
  });
});
