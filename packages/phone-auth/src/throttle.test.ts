import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTION_THROTTLE_MS, throttle } from "./throttle.ts";

beforeEach(() => {
  vi.useFakeTimers({ now: 10_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("throttle (SPEC 5: send and confirm throttled to 300 ms)", () => {
  it("runs the first call at once and drops calls within the next 300 ms", () => {
    const fn = vi.fn();
    const throttled = throttle(fn);
    expect(ACTION_THROTTLE_MS).toBe(300);
    expect(throttled()).toBe(true);
    vi.advanceTimersByTime(299);
    expect(throttled()).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(throttled()).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("passes the arguments of the call that runs", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled("a", 1);
    throttled("b", 2);
    expect(fn).toHaveBeenCalledExactlyOnceWith("a", 1);
  });
});
