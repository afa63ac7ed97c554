import { describe, expect, it } from "vitest";
import { timelineStatesOf } from "./progress-timeline.tsx";
import { subAgentSteps } from "./sub-agent-steps.ts";

const row = (status: number) => ({ status, deny_reason: status === 5 ? "Not a fit" : "", create_time: 1_700_000_000 });

describe("subAgentSteps", () => {
  it.each([
    [1, ["current", "waiting", "waiting", "waiting"]],
    [2, ["done", "current", "waiting", "waiting"]],
    [3, ["done", "done", "current", "waiting"]],
    [4, ["done", "done", "done", "done"]],
    [5, ["done", "rejected", "waiting", "waiting"]],
    [6, ["expired", "waiting", "waiting", "waiting"]],
  ])("status %i reads as %j", (status, expected) => {
    expect(timelineStatesOf(subAgentSteps(row(status)))).toEqual(expected);
  });

  it("carries the denial's reason on the agency's step and who acts at each step", () => {
    const steps = subAgentSteps(row(5));
    expect(steps.map((step) => step.actor)).toEqual([1, 2, 4, 5]);
    expect(steps[1]?.remark).toBe("Not a fit");
    expect(steps[0]?.done_time).toBe(1_700_000_000);
  });
});
