import { describe, expect, it } from "vitest";
import { ProxyApplyStatus } from "@agent-portal/api-client/enums";
import { subAgentSteps, subAgentTone } from "./sub-agent-progress.ts";

const S = ProxyApplyStatus;

describe("subAgentSteps", () => {
  it.each([
    [S.InfoNeeded, ["current", "waiting", "waiting", "waiting"]],
    [S.WaitingAgency, ["done", "current", "waiting", "waiting"]],
    [S.OperatorReview, ["done", "done", "current", "waiting"]],
    [S.Approved, ["done", "done", "done", "done"]],
    [S.Denied, ["done", "rejected", "waiting", "waiting"]],
    [S.Expired, ["expired", "waiting", "waiting", "waiting"]],
  ])("status %i reads as %j", (status, states) => {
    expect(subAgentSteps({ status, deny_reason: "" }).map((step) => step.state)).toEqual(states);
  });

  it("puts the denial's reason on the agency's step", () => {
    const steps = subAgentSteps({ status: S.Denied, deny_reason: "Too small" });
    expect(steps[1]).toMatchObject({ step: 2, state: "rejected", remark: "Too small", actorKey: "shared.progress.actor.agency" });
  });

  it("marks a waiting application for the agency in the brand tone and ended ones as danger", () => {
    expect(subAgentTone(S.WaitingAgency)).toBe("brand");
    expect(subAgentTone(S.Approved)).toBe("success");
    expect(subAgentTone(S.Expired)).toBe("danger");
  });
});
