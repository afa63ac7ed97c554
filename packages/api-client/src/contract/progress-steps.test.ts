import { describe, expect, it } from "vitest";
import { actorOf, subAgentApplicationSteps, timelineStatesOf } from "./progress-steps.ts";
import { ProxyApplyStatus, StepActor, StepState } from "#enums/index.ts";

describe("progress steps", () => {
  const { Waiting, Done, Rejected, Expired, Withdrawn } = StepState;

  it("mark the first waiting step as the one acting now", () => {
    expect(timelineStatesOf([{ state: Done }, { state: Waiting }, { state: Waiting }])).toEqual(["done", "current", "waiting"]);
  });

  it("stop at a step that ended the flow", () => {
    expect(timelineStatesOf([{ state: Done }, { state: Rejected }, { state: Waiting }])).toEqual(["done", "rejected", "waiting"]);
    expect(timelineStatesOf([{ state: Expired }, { state: Waiting }])).toEqual(["expired", "waiting"]);
    expect(timelineStatesOf([{ state: Withdrawn }, { state: Waiting }])).toEqual(["withdrawn", "waiting"]);
    expect(timelineStatesOf([{ state: Done }, { state: Done }])).toEqual(["done", "done"]);
  });

  it("name the actor of a step", () => {
    expect(actorOf({ actor: StepActor.Broadcaster })).toBe("broadcaster");
    expect(actorOf({ actor: StepActor.TargetAgency })).toBe("targetAgency");
    expect(actorOf({ actor: 9 })).toBe("system");
  });
});

describe("subAgentApplicationSteps", () => {
  const row = (status: number) => ({ status, deny_reason: status === ProxyApplyStatus.Denied ? "Not a fit" : "", create_time: 1_700_000_000 });

  it.each([
    [ProxyApplyStatus.InfoNeeded, ["current", "waiting", "waiting", "waiting"]],
    [ProxyApplyStatus.WaitingAgency, ["done", "current", "waiting", "waiting"]],
    [ProxyApplyStatus.OperatorReview, ["done", "done", "current", "waiting"]],
    [ProxyApplyStatus.Approved, ["done", "done", "done", "done"]],
    [ProxyApplyStatus.Denied, ["done", "rejected", "waiting", "waiting"]],
    [ProxyApplyStatus.Expired, ["expired", "waiting", "waiting", "waiting"]],
    [9, ["expired", "waiting", "waiting", "waiting"]],
  ])("status %i reads as %j", (status, expected) => {
    expect(timelineStatesOf(subAgentApplicationSteps(row(status)))).toEqual(expected);
  });

  it("carries the denial's reason on the agency's step, who acts at each step and when the details were sent", () => {
    const steps = subAgentApplicationSteps(row(ProxyApplyStatus.Denied));
    expect(steps.map((step) => actorOf(step))).toEqual(["broadcaster", "agency", "operator", "system"]);
    expect(steps[1]?.remark).toBe("Not a fit");
    expect(steps[0]?.done_time).toBe(1_700_000_000);
    expect(subAgentApplicationSteps(row(ProxyApplyStatus.InfoNeeded))[0]?.done_time).toBe(0);
  });
});
