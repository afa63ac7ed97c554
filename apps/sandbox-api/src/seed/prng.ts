/**
 * A small seeded pseudo-random generator (mulberry32) and the draws the seed needs.
 * Same seed number -> same sequence, on every machine and Node version.
 */

/** Draws from one seeded sequence. */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** An index drawn with the given (non-negative) weights. */
  weighted(weights: readonly number[]): number;
  /** One value of a non-empty list of `[value, weight]` pairs, drawn by weight (one draw, like {@link weighted}). */
  pickWeighted<T>(choices: readonly (readonly [value: T, weight: number])[]): T;
  /** `length` decimal digits, the first never 0. */
  digits(length: number): string;
  /** `length` bytes (e.g. a deterministic password salt). */
  bytes(length: number): Uint8Array;
}

/** Creates a generator for a 32-bit seed number. */
export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error("pick() needs a non-empty list");
    return item;
  };
  const weighted = (weights: readonly number[]): number => {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let roll = next() * total;
    for (const [index, weight] of weights.entries()) {
      roll -= weight;
      if (roll < 0) return index;
    }
    return weights.length - 1;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted,
    pickWeighted(choices) {
      const choice = choices[weighted(choices.map(([, weight]) => weight))];
      if (choice === undefined) throw new Error("pickWeighted() needs a non-empty list");
      return choice[0];
    },
    digits: (length) => String(int(1, 9)) + Array.from({ length: length - 1 }, () => String(int(0, 9))).join(""),
    bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)),
  };
}
