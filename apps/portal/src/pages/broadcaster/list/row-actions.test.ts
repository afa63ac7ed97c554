import { describe, expect, it } from "vitest";
import { contractTone, rowActions } from "./row-actions.ts";

const manager = { canAssignBroker: true };
const broker = { canAssignBroker: false };
const row = (contract_status: number, renewal_id = "", is_new_anchor: 0 | 1 = 0) => ({ contract_status, renewal_id, is_new_anchor });

describe("rowActions (only what the contract state allows)", () => {
  it("offers assignment, records and live data on an active contract; renewal only when due", () => {
    expect(rowActions(row(1), manager)).toEqual(["assignBroker", "brokerHistory", "renewalRecords", "liveData"]);
    expect(rowActions(row(2), manager)).toEqual(["assignBroker", "brokerHistory", "renew", "extend", "renewalRecords", "liveData"]);
  });

  it("offers remind, withdraw and the broadcaster's link while a renewal is pending, never a second renewal", () => {
    const actions = rowActions(row(3, "17"), manager);
    expect(actions).toEqual(["assignBroker", "brokerHistory", "remindRenewal", "cancelRenewal", "shareRenewal", "extend", "renewalRecords", "liveData"]);
    expect(actions).not.toContain("renew");
  });

  it("offers nothing that changes a terminated contract", () => {
    expect(rowActions(row(4, "", 1), manager)).toEqual(["brokerHistory", "renewalRecords", "liveData"]);
  });

  it("offers a re-grade to new broadcasters only, and broker assignment to managers only", () => {
    expect(rowActions(row(1, "", 1), manager)).toContain("reGrade");
    expect(rowActions(row(1, "", 0), manager)).not.toContain("reGrade");
    expect(rowActions(row(1), broker)).not.toContain("assignBroker");
  });

  it("colours each contract state", () => {
    expect([1, 2, 3, 4, 9].map(contractTone)).toEqual(["success", "warning", "brand", "neutral", "neutral"]);
  });
});
