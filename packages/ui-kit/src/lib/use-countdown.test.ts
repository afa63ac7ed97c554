import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown.ts";

describe("useCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is 0 until started, then counts whole seconds down to 0 and stops", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.remaining).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(1_250));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(0);
    // Stopped: no timer is left running.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reset stops a running countdown at 0", () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(55);
    act(() => result.current.reset());
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
