import { describe, expect, it } from "vitest";
import { actorOf, subAgentApplicationSteps, timelineStatesOf } from "./progress-steps.ts";

describe("progress steps", () => {
  it("mark the first waiting step as the one acting now", () => {
    expect(timelineStatesOf([{ state: 1 }, { state: 0 }, { state: 0 }])).toEqual(["done", "current", "waiting"]);
  });

  it("stop at a step that ended the flow", () => {
    expect(timelineStatesOf([{ state: 1 }, { state: 2 }, { state: 0 }])).toEqual(["done", "rejected", "waiting"]);
    expect(timelineStatesOf([{ state: 3 }, { state: 0 }])).toEqual(["expired", "waiting"]);
    expect(timelineStatesOf([{ state: 4 }, { state: 0 }])).toEqual(["withdrawn", "waiting"]);
    expect(timelineStatesOf([{ state: 1 }, { state: 1 }])).toEqual(["done", "done"]);
  });

  it("name the actor of a step", () => {
    expect(actorOf({ actor: 1 })).toBe("broadcaster");
    expect(actorOf({ actor: 3 })).toBe("targetAgency");
    expect(actorOf({ actor: 9 })).toBe("system");
  });
});

describe("subAgentApplicationSteps", () => {
  const row = (status: number) => ({ status, deny_reason: status === 5 ? "Not a fit" : "", create_time: 1_700_000_000 });

  it.each([
    [1, ["current", "waiting", "waiting", "waiting"]],
    [2, ["done", "current", "waiting", "waiting"]],
    [3, ["done", "done", "current", "waiting"]],
    [4, ["done", "done", "done", "done"]],
    [5, ["done", "rejected", "waiting", "waiting"]],
    [6, ["expired", "waiting", "waiting", "waiting"]],
    [9, ["expired", "waiting", "waiting", "waiting"]],
  ])("status %i reads as %j", (status, expected) => {
    expect(timelineStatesOf(subAgentApplicationSteps(row(status)))).toEqual(expected);
  });

  it("carries the denial's reason on the agency's step, who acts at each step and when the details were sent", () => {
    const steps = subAgentApplicationSteps(row(5));
    expect(steps.map((step) => actorOf(step))).toEqual(["broadcaster", "agency", "operator", "system"]);
    expect(steps[1]?.remark).toBe("Not a fit");
    expect(steps[0]?.done_time).toBe(1_700_000_000);
    expect(subAgentApplicationSteps(row(1))[0]?.done_time).toBe(0);
  });
});
