import { describe, expect, it } from "vitest";
import { addDays, isoDay, startOfUtcDay } from "./dates.ts";
import { drawUid } from "./names.ts";
import { createPrng } from "./prng.ts";

describe("createPrng", () => {
  it("repeats the same sequence for the same seed and another for another seed", () => {
    const a = createPrng(99);
    const b = createPrng(99);
    const c = createPrng(100);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps every draw in range over many draws", () => {
    const prng = createPrng(5);
    for (let n = 0; n < 5_000; n += 1) {
      const x = prng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const i = prng.int(-3, 3);
      expect(Number.isInteger(i) && i >= -3 && i <= 3).toBe(true);
      expect(prng.weighted([0, 1, 0])).toBe(1);
      expect(prng.digits(7)).toMatch(/^[1-9]\d{6}$/);
    }
  });

  it("reaches both ends of an int range and respects weights roughly", () => {
    const prng = createPrng(11);
    const seen = new Set(Array.from({ length: 500 }, () => prng.int(1, 4)));
    expect(seen).toEqual(new Set([1, 2, 3, 4]));
    const counts = [0, 0];
    for (let n = 0; n < 10_000; n += 1) {
      const index = prng.weighted([9, 1]);
      counts[index] = (counts[index] ?? 0) + 1;
    }
    expect((counts[0] ?? 0) / 10_000).toBeGreaterThan(0.88);
    expect((counts[0] ?? 0) / 10_000).toBeLessThan(0.92);
  });

  it("refuses to pick from an empty list", () => {
    expect(() => createPrng(1).pick([])).toThrow(/non-empty/);
    expect(() => createPrng(1).pickWeighted([])).toThrow(/non-empty/);
  });

  it("picks a weighted value with the same draw as the index it stands for", () => {
    const a = createPrng(21);
    const b = createPrng(21);
    for (let n = 0; n < 200; n += 1) {
      const value = a.pickWeighted([
        ["x", 3],
        ["y", 0],
        ["z", 1],
      ] as const);
      expect(value).toBe(["x", "y", "z"][b.weighted([3, 0, 1])]);
      expect(value).not.toBe("y");
    }
  });
});

describe("drawUid", () => {
  it("draws unique decimal uids that fit a signed 64-bit integer", () => {
    const prng = createPrng(3);
    const taken = new Set<string>();
    for (let n = 0; n < 2_000; n += 1) {
      const uid = drawUid(prng, taken);
      expect(uid).toMatch(/^[1-9]\d{9,18}$/);
      expect(BigInt(uid) <= 9_223_372_036_854_775_807n).toBe(true);
    }
    expect(taken.size).toBe(2_000);
  });
});

describe("seed dates", () => {
  it("counts whole UTC days from the seed day", () => {
    const day = startOfUtcDay(new Date("2025-03-31T23:59:59.999Z"));
    expect(day.toISOString()).toBe("2025-03-31T00:00:00.000Z");
    expect(isoDay(addDays(day, 1))).toBe("2025-04-01");
    expect(isoDay(addDays(day, -31))).toBe("2025-02-28");
  });
});
