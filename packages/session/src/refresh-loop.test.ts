import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VisibilitySource } from "./refresh-loop.ts";
import { USER_INFO_REFRESH_INTERVAL_MS, startRefreshLoop } from "./refresh-loop.ts";

/** A document whose visibility the test flips, firing `visibilitychange` like a browser. */
function fakeDocument(initial: DocumentVisibilityState = "visible") {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: initial,
    addEventListener: (_type: "visibilitychange", listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: "visibilitychange", listener: () => void) => listeners.delete(listener),
  };
  const set = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    for (const listener of listeners) listener();
  };
  return { doc: doc as VisibilitySource & { visibilityState: DocumentVisibilityState }, set, listeners };
}

const FIVE_MINUTES = 5 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("startRefreshLoop", () => {
  it("refreshes every 5 minutes while visible", () => {
    expect(USER_INFO_REFRESH_INTERVAL_MS).toBe(FIVE_MINUTES);
    const refresh = vi.fn();
    const { doc } = fakeDocument();
    startRefreshLoop({ refresh, document: doc });
    vi.advanceTimersByTime(FIVE_MINUTES - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIVE_MINUTES * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("stops while hidden", () => {
    const refresh = vi.fn();
    const { doc, set } = fakeDocument();
    startRefreshLoop({ refresh, document: doc });
    vi.advanceTimersByTime(FIVE_MINUTES);
    set("hidden");
    vi.advanceTimersByTime(FIVE_MINUTES * 10);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes at once when visible again, then every 5 minutes from then", () => {
    const refresh = vi.fn();
    const { doc, set } = fakeDocument();
    startRefreshLoop({ refresh, document: doc });
    vi.advanceTimersByTime(FIVE_MINUTES - 1000);
    set("hidden");
    vi.advanceTimersByTime(60_000);
    set("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIVE_MINUTES - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("does not run while starting hidden, and starts on becoming visible", () => {
    const refresh = vi.fn();
    const { doc, set } = fakeDocument("hidden");
    startRefreshLoop({ refresh, document: doc });
    vi.advanceTimersByTime(FIVE_MINUTES * 3);
    expect(refresh).not.toHaveBeenCalled();
    set("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes on start only when asked", () => {
    const refresh = vi.fn();
    startRefreshLoop({ refresh, document: fakeDocument().doc, refreshOnStart: true });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does not start a refresh while the previous one is still running", async () => {
    let finish = (): void => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { doc, set } = fakeDocument();
    startRefreshLoop({ refresh, document: doc });
    vi.advanceTimersByTime(FIVE_MINUTES);
    set("hidden");
    set("visible");
    expect(refresh).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("keeps going after a refresh throws or rejects", async () => {
    const refresh = vi
      .fn()
      .mockImplementationOnce(() => {
        throw new Error("boom");
      })
      .mockImplementationOnce(() => Promise.reject(new Error("offline")));
    startRefreshLoop({ refresh, document: fakeDocument().doc });
    await vi.advanceTimersByTimeAsync(FIVE_MINUTES * 3);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("stop removes the timer and the visibility listener", () => {
    const refresh = vi.fn();
    const { doc, set, listeners } = fakeDocument();
    const stop = startRefreshLoop({ refresh, document: doc });
    stop();
    stop();
    expect(listeners.size).toBe(0);
    set("hidden");
    set("visible");
    vi.advanceTimersByTime(FIVE_MINUTES * 2);
    expect(refresh).not.toHaveBeenCalled();
  });
});
