import { describe, expect, it } from "vitest";
import { ContractStatus } from "@agent-portal/api-client/enums";
import { contractTone, rowActions } from "./row-actions.ts";

const manager = { canAssignBroker: true };
const broker = { canAssignBroker: false };
const row = (contract_status: ContractStatus, renewal_id = "", is_new_anchor: 0 | 1 = 0) => ({ contract_status, renewal_id, is_new_anchor });

const { Active, ToBeRenewed, RenewalPending, Terminated } = ContractStatus;

describe("rowActions (only what the contract state allows)", () => {
  it("offers assignment, records and live data on an active contract; renewal only when due", () => {
    expect(rowActions(row(Active), manager)).toEqual(["assignBroker", "brokerHistory", "renewalRecords", "liveData"]);
    expect(rowActions(row(ToBeRenewed), manager)).toEqual(["assignBroker", "brokerHistory", "renew", "extend", "renewalRecords", "liveData"]);
  });

  it("offers remind, withdraw and the broadcaster's link while a renewal is pending, never a second renewal", () => {
    const actions = rowActions(row(RenewalPending, "17"), manager);
    expect(actions).toEqual(["assignBroker", "brokerHistory", "remindRenewal", "cancelRenewal", "shareRenewal", "extend", "renewalRecords", "liveData"]);
    expect(actions).not.toContain("renew");
  });

  it("offers nothing that changes a terminated contract", () => {
    expect(rowActions(row(Terminated, "", 1), manager)).toEqual(["brokerHistory", "renewalRecords", "liveData"]);
  });

  it("offers a re-grade to new broadcasters only, and broker assignment to managers only", () => {
    expect(rowActions(row(Active, "", 1), manager)).toContain("reGrade");
    expect(rowActions(row(Active, "", 0), manager)).not.toContain("reGrade");
    expect(rowActions(row(Active), broker)).not.toContain("assignBroker");
  });

  it("colours each contract state", () => {
    expect([Active, ToBeRenewed, RenewalPending, Terminated].map(contractTone)).toEqual(["success", "warning", "brand", "neutral"]);
  });
});
