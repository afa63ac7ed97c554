import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIRST_PAINT_FALLBACK_MS, FRAME_FALLBACK_MS, afterNextPaint, nextTask, useAfterFirstPaint } from "./after-paint.ts";
import { ownTask, runInOwnTasks } from "./tasks.ts";

/** Animation frames run only when a test says a frame happens. */
let frames: Map<number, FrameRequestCallback>;
let nextId: number;

function runFrame(): void {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
}

beforeEach(() => {
  vi.useFakeTimers();
  frames = new Map();
  nextId = 1;
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    const id = nextId++;
    frames.set(id, callback);
    return id;
  });
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => {
    frames.delete(id);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("afterNextPaint", () => {
  it("waits for two frames, then a task: the first frame has been presented before the callback runs", () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    runFrame();
    vi.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();
    runFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("runs after the fallback delay when no frame comes (a hidden page), and only once", () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // the fallback fires and queues the task
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    runFrame();
    runFrame();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("never calls back once cancelled, whether frames or the fallback come", () => {
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    runFrame();
    cancel();
    runFrame();
    vi.advanceTimersByTime(FRAME_FALLBACK_MS * 2);
    expect(callback).not.toHaveBeenCalled();
  });
});

/** A browser that reports paints: a fake PerformanceObserver the test drives, no paint reported yet. */
function reportPaintsLater(): { reportFirstPaint: () => void; observing: () => boolean } {
  let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
  let connected = false;
  class FakeObserver {
    static readonly supportedEntryTypes = ["paint"];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      report = callback;
    }
    observe() {
      connected = true;
    }
    disconnect() {
      connected = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
  return {
    reportFirstPaint: () => report?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{ name }] : []) }),
    observing: () => connected,
  };
}

describe("afterNextPaint on a page whose first contentful paint is not reported yet", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("waits after the frames for the browser's first-contentful-paint report", () => {
    const paints = reportPaintsLater();
    const callback = vi.fn();
    afterNextPaint(callback);
    runFrame();
    runFrame();
    vi.advanceTimersByTime(1);
    expect(callback).not.toHaveBeenCalled();
    expect(paints.observing()).toBe(true);
    paints.reportFirstPaint();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(paints.observing()).toBe(false);
  });

  it("goes on after 1 s when no paint is reported (a page without content)", () => {
    reportPaintsLater();
    const callback = vi.fn();
    afterNextPaint(callback);
    runFrame();
    runFrame();
    vi.advanceTimersByTime(FIRST_PAINT_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

function Probe() {
  const painted = useAfterFirstPaint();
  return <p>{painted ? "painted" : "first render"}</p>;
}

describe("useAfterFirstPaint", () => {
  it("is false on the first render and true once the frame is on screen", () => {
    render(<Probe />);
    expect(screen.getByText("first render")).toBeDefined();
    act(() => {
      runFrame();
      runFrame();
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText("painted")).toBeDefined();
  });
});

describe("nextTask", () => {
  it("resolves in a later task, not in a microtask of the current one", async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push("next task"));
    await Promise.resolve();
    queueMicrotask(() => order.push("microtask"));
    await Promise.resolve();
    expect(order).toEqual(["microtask"]);
    await vi.advanceTimersByTimeAsync(0);
    await waited;
    expect(order).toEqual(["microtask", "next task"]);
  });
});

describe("runInOwnTasks", () => {
  it("runs one step per task, in order", () => {
    const ran: string[] = [];
    runInOwnTasks([() => ran.push("a"), () => ran.push("b"), () => ran.push("c")]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b"]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(["a", "b", "c"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("runs nothing more once cancelled", () => {
    const ran: string[] = [];
    const cancel = runInOwnTasks([() => ran.push("a"), () => ran.push("b")]);
    vi.advanceTimersToNextTimer();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(["a"]);
  });
});

describe("ownTask", () => {
  it("lets the callers of one task go on one per task, in order, with one timer set at a time", async () => {
    const ran: string[] = [];
    const waits = ["a", "b", "c"].map((name) => ownTask().then(() => ran.push(name)));
    // Three callers, one timer: the next turn's timer is set from the turn before.
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(["a"]);
    expect(vi.getTimerCount()).toBe(1);
    // A caller that comes later waits for its turn after those before it.
    const late = ownTask().then(() => ran.push("d"));
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(["a", "b"]);
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    await Promise.all([...waits, late]);
    expect(ran).toEqual(["a", "b", "c", "d"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
