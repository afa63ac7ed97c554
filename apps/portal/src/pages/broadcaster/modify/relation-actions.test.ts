import { describe, expect, it } from "vitest";
import { cancellationActions, pageActions, transferActions } from "./relation-actions.ts";

describe("transferActions (the transfer machine, as the agency sees it)", () => {
  it("lets the counterpart agency answer a waiting transfer, and only with transfer == 1", () => {
    expect(transferActions({ status: 1, initiator: 1 }, "in", true)).toEqual(["approve", "reject", "progress"]);
    expect(transferActions({ status: 1, initiator: 2 }, "out", true)).toEqual(["approve", "reject", "progress"]);
    expect(transferActions({ status: 1, initiator: 1 }, "in", false)).toEqual(["progress"]);
  });

  it("gives the initiator nothing to do while the other agency decides", () => {
    expect(transferActions({ status: 1, initiator: 1 }, "out", true)).toEqual(["progress"]);
    expect(transferActions({ status: 1, initiator: 2 }, "in", true)).toEqual(["progress"]);
  });

  it("offers the broadcaster's link while waiting for them, and nothing after the end", () => {
    expect(transferActions({ status: 2, initiator: 1 }, "out", true)).toEqual(["share", "progress"]);
    for (const status of [3, 4, 5, 6]) expect(transferActions({ status, initiator: 1 }, "in", true)).toEqual(["progress"]);
  });
});

describe("cancellation and page actions", () => {
  it("share a cancellation only while the broadcaster must answer", () => {
    expect(cancellationActions({ status: 1 })).toEqual(["share", "progress"]);
    expect(cancellationActions({ status: 2 })).toEqual(["progress"]);
  });

  it("follow the session flags: transfer == 1 for transfers, cancel == 1 for terminations", () => {
    expect(pageActions({ transferInOut: true, terminateAnchor: false })).toEqual(["transferOut", "transferIn"]);
    expect(pageActions({ transferInOut: false, terminateAnchor: true })).toEqual(["terminate"]);
    expect(pageActions({ transferInOut: false, terminateAnchor: false })).toEqual([]);
  });
});
