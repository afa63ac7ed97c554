import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { retry } from "./retry.ts";
import type { RetryOptions } from "./retry.ts";

/** Options as an untyped caller (plain JS, a config file) could pass them. */
const loose = (options: Record<string, unknown>) => options as unknown as RetryOptions;

describe("retry helper (SPEC 5, 9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["a string count", { count: "2", delayMs: 10 }],
    ["a NaN count", { count: Number.NaN, delayMs: 10 }],
    ["an infinite count", { count: Number.POSITIVE_INFINITY, delayMs: 10 }],
    ["a negative count", { count: -1, delayMs: 10 }],
    ["a fractional count", { count: 1.5, delayMs: 10 }],
    ["a missing count", { delayMs: 10 }],
    ["a string delay", { count: 2, delayMs: "10" }],
    ["a NaN delay", { count: 2, delayMs: Number.NaN }],
    ["an infinite delay", { count: 2, delayMs: Number.POSITIVE_INFINITY }],
    ["a negative delay", { count: 2, delayMs: -5 }],
    ["a null delay", { count: 2, delayMs: null }],
  ])("rejects %s with a TypeError and never calls fn", async (_label, options) => {
    const fn = vi.fn(() => Promise.resolve("ok"));
    await expect(retry(fn, loose(options))).rejects.toBeInstanceOf(TypeError);
    expect(fn).not.toHaveBeenCalled();
  });

  it("rejects when no options are given at all", async () => {
    await expect(retry(() => "ok", undefined as unknown as RetryOptions)).rejects.toThrow(TypeError);
  });

  it("tries count + 1 times, waiting delayMs between attempts, then rejects with the last failure", async () => {
    const fn = vi.fn((attempt: number) => Promise.reject(new Error(`failure ${attempt}`)));
    const result = retry(fn, { count: 3, delayMs: 1000 });
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fn).toHaveBeenCalledTimes(4);
    expect(await settled).toEqual(new Error("failure 4"));
  });

  it("resolves with the first success and stops trying", async () => {
    const fn = vi.fn((attempt: number) => (attempt < 2 ? Promise.reject(new Error("no")) : Promise.resolve(attempt)));
    const result = retry(fn, { count: 5, delayMs: 50 });
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBe(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("makes a single attempt with count 0", async () => {
    const fn = vi.fn(() => Promise.reject(new Error("once")));
    await expect(retry(fn, { count: 0, delayMs: 0 })).rejects.toThrow("once");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("stops when shouldRetry says the failure is final", async () => {
    const fn = vi.fn(() => Promise.reject(new Error("final")));
    await expect(retry(fn, { count: 5, delayMs: 10, shouldRetry: () => false })).rejects.toThrow("final");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("rejects with the abort reason when aborted while waiting", async () => {
    const controller = new AbortController();
    const fn = vi.fn(() => Promise.reject(new Error("down")));
    const settled = retry(fn, { count: 3, delayMs: 1000, signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error("route changed"));
    expect(await settled).toEqual(new Error("route changed"));
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
