import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./interview-time.ts";

describe("the reschedule time", () => {
  it("reads and writes datetime-local values in the viewer's zone, and refuses what is not a time", () => {
    const seconds = fromLocalInput("2026-11-27T09:30");
    expect(seconds).not.toBeNull();
    expect(toLocalInput(seconds ?? 0)).toBe("2026-11-27T09:30");
    expect(new Date((seconds ?? 0) * 1000).getHours()).toBe(9);
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("tomorrow")).toBeNull();
  });
});
