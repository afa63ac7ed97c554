import { describe, expect, it } from "vitest";
import { CancellationStatus, TransferInitiator, TransferStatus } from "@agent-portal/api-client/enums";
import { cancellationActions, pageActions, transferActions } from "./relation-actions.ts";

const { WaitingAgency, WaitingBroadcaster, Completed, RejectedByAgency, RejectedByBroadcaster, Expired } = TransferStatus;
const { SourceAgency, TargetAgency } = TransferInitiator;

describe("transferActions (the transfer machine, as the agency sees it)", () => {
  it("lets the counterpart agency answer a waiting transfer, and only with transfer == 1", () => {
    expect(transferActions({ status: WaitingAgency, initiator: SourceAgency }, "in", true)).toEqual(["approve", "reject", "progress"]);
    expect(transferActions({ status: WaitingAgency, initiator: TargetAgency }, "out", true)).toEqual(["approve", "reject", "progress"]);
    expect(transferActions({ status: WaitingAgency, initiator: SourceAgency }, "in", false)).toEqual(["progress"]);
  });

  it("gives the initiator nothing to do while the other agency decides", () => {
    expect(transferActions({ status: WaitingAgency, initiator: SourceAgency }, "out", true)).toEqual(["progress"]);
    expect(transferActions({ status: WaitingAgency, initiator: TargetAgency }, "in", true)).toEqual(["progress"]);
  });

  it("offers the broadcaster's link while waiting for them, and nothing after the end", () => {
    expect(transferActions({ status: WaitingBroadcaster, initiator: SourceAgency }, "out", true)).toEqual(["share", "progress"]);
    for (const status of [Completed, RejectedByAgency, RejectedByBroadcaster, Expired])
      expect(transferActions({ status, initiator: SourceAgency }, "in", true)).toEqual(["progress"]);
  });
});

describe("cancellation and page actions", () => {
  it("share a cancellation only while the broadcaster must answer", () => {
    expect(cancellationActions({ status: CancellationStatus.WaitingBroadcaster })).toEqual(["share", "progress"]);
    expect(cancellationActions({ status: CancellationStatus.Completed })).toEqual(["progress"]);
  });

  it("follow the session flags: transfer == 1 for transfers, cancel == 1 for terminations", () => {
    expect(pageActions({ transferInOut: true, terminateAnchor: false })).toEqual(["transferOut", "transferIn"]);
    expect(pageActions({ transferInOut: false, terminateAnchor: true })).toEqual(["terminate"]);
    expect(pageActions({ transferInOut: false, terminateAnchor: false })).toEqual([]);
  });
});
