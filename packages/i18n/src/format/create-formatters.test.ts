import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TFunction } from "i18next";
import { createFormatters, runInOwnTasks } from "./create-formatters.ts";

describe("runInOwnTasks", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

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

describe("Formatters.prepare", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("calls each warm-up with the formatters, each in a task of its own", () => {
    vi.useFakeTimers();
    const format = createFormatters("en", ((key: string) => key) as unknown as TFunction);
    const seen: string[] = [];
    format.prepare([(f) => seen.push(f.number(1234)), (f) => seen.push(f.region("ID"))]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["1,234"]);
    vi.advanceTimersToNextTimer();
    expect(seen).toEqual(["1,234", "Indonesia"]);
  });
});
