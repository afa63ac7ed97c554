import { describe, expect, it } from "vitest";
import { RecruitStatus } from "@agent-portal/api-client/enums";
import { isEditable, recruitActions } from "./recruit-status.ts";

const { Draft, UnderReview, WaitingBroadcaster, Signed, Rejected, Stopped, Expired } = RecruitStatus;

describe("recruitActions (the recruit machine's agency actions)", () => {
  it("lets drafts and rejected records be edited, never stopped", () => {
    expect(recruitActions(Draft)).toEqual(["edit", "progress"]);
    expect(recruitActions(Rejected)).toEqual(["edit", "progress"]);
    expect(isEditable(Rejected)).toBe(true);
  });

  it("lets a recruitment under review or waiting for the broadcaster be stopped, never edited", () => {
    expect(recruitActions(UnderReview)).toEqual(["stop", "progress"]);
    expect(recruitActions(WaitingBroadcaster)).toEqual(["stop", "progress"]);
    expect(isEditable(WaitingBroadcaster)).toBe(false);
  });

  it("offers only the timeline for final states", () => {
    for (const status of [Signed, Stopped, Expired]) expect(recruitActions(status)).toEqual(["progress"]);
  });
});
