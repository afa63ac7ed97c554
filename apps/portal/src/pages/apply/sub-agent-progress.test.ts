import { describe, expect, it } from "vitest";
import { subAgentSteps, subAgentTone } from "./sub-agent-progress.ts";

describe("subAgentSteps", () => {
  it.each([
    [1, ["current", "waiting", "waiting", "waiting"]],
    [2, ["done", "current", "waiting", "waiting"]],
    [3, ["done", "done", "current", "waiting"]],
    [4, ["done", "done", "done", "done"]],
    [5, ["done", "rejected", "waiting", "waiting"]],
    [6, ["expired", "waiting", "waiting", "waiting"]],
  ])("status %i reads as %j", (status, states) => {
    expect(subAgentSteps({ status, deny_reason: "" }).map((step) => step.state)).toEqual(states);
  });

  it("puts the denial's reason on the agency's step", () => {
    const steps = subAgentSteps({ status: 5, deny_reason: "Too small" });
    expect(steps[1]).toMatchObject({ step: 2, state: "rejected", remark: "Too small", actorKey: "shared.progress.actor.agency" });
  });

  it("marks a waiting application for the agency in the brand tone and ended ones as danger", () => {
    expect(subAgentTone(2)).toBe("brand");
    expect(subAgentTone(4)).toBe("success");
    expect(subAgentTone(6)).toBe("danger");
  });
});
