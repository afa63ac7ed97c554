import { describe, expect, it } from "vitest";
import { AppealStatus } from "@agent-portal/api-client/enums";
import { appealSteps } from "./appeal-steps.ts";

describe("appealSteps", () => {
  it("shows a pending appeal submitted and in review, the decision waiting", () => {
    expect(appealSteps({ status: AppealStatus.Pending, create_time: 100, handle_time: 0, reply: "" })).toEqual([
      { key: "submitted", state: "done", time: 100, reason: "" },
      { key: "review", state: "current", time: 100, reason: "" },
      { key: "decision", state: "waiting", time: 0, reason: "" },
    ]);
  });

  it("ends a rejected appeal with the reviewer's reason and time, an accepted one done", () => {
    const rejected = appealSteps({ status: AppealStatus.Rejected, create_time: 100, handle_time: 200, reply: "Not covered." });
    expect(rejected.map((step) => step.state)).toEqual(["done", "done", "rejected"]);
    expect(rejected[2]).toEqual({ key: "rejected", state: "rejected", time: 200, reason: "Not covered." });
    const accepted = appealSteps({ status: AppealStatus.Accepted, create_time: 100, handle_time: 150, reply: "Lifted." });
    expect(accepted[2]).toEqual({ key: "accepted", state: "done", time: 150, reason: "Lifted." });
  });
});
