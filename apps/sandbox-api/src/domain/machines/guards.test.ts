/**
 * The guards that decide whether a flow may start (with the business code that refuses it) and
 * the derived contract status.
 */
import { describe, expect, it } from "vitest";
import { BrokerErrorCode } from "@agent-portal/api-client/contract/broker";
import { ContractErrorCode } from "@agent-portal/api-client/contract/live-agent-front-contract";
import { ManageAnchorErrorCode } from "@agent-portal/api-client/contract/manage-anchor-shared";
import { cancellationStartGuard } from "./cancellation.ts";
import { contractStatusOf, daysUntil, extendGuard, renewalStartGuard } from "./renewal.ts";
import { transferStartGuard } from "./transfer.ts";
import type { TransferStartFacts } from "./transfer.ts";

const now = new Date("2025-06-02T08:00:00Z");
const M = ManageAnchorErrorCode;

describe("contractStatusOf", () => {
  it.each([
    [{ terminated: true, endDay: "2026-01-01", renewalPending: false }, 4],
    [{ terminated: false, endDay: "2025-06-01", renewalPending: false }, 4],
    [{ terminated: false, endDay: "2025-06-02", renewalPending: false }, 2],
    [{ terminated: false, endDay: "2025-07-02", renewalPending: false }, 2],
    [{ terminated: false, endDay: "2025-07-03", renewalPending: false }, 1],
    [{ terminated: false, endDay: "2025-06-20", renewalPending: true }, 3],
    [{ terminated: false, endDay: null, renewalPending: false }, 1],
  ])("%j -> %i", (facts, status) => {
    expect(contractStatusOf(facts, now)).toBe(status);
  });

  it("counts whole days from the UTC day", () => {
    expect(daysUntil("2025-06-02", now)).toBe(0);
    expect(daysUntil("2025-07-02", now)).toBe(30);
    expect(daysUntil("2025-06-01", now)).toBe(-1);
  });
});

describe("renewalStartGuard and extendGuard", () => {
  const base = { terminated: false, endDay: "2025-06-20", renewalPending: false, inCallerAgency: true };
  it("allows a renewal within 30 days of the end, and names why otherwise", () => {
    expect(renewalStartGuard(base, now)).toBeNull();
    expect(renewalStartGuard({ ...base, inCallerAgency: false }, now)).toBe(BrokerErrorCode.AnchorNotInAgency);
    expect(renewalStartGuard({ ...base, terminated: true }, now)).toBe(BrokerErrorCode.ContractTerminated);
    expect(renewalStartGuard({ ...base, renewalPending: true }, now)).toBe(BrokerErrorCode.RenewalPending);
    expect(renewalStartGuard({ ...base, endDay: "2025-12-31" }, now)).toBe(BrokerErrorCode.RenewalTooEarly);
  });

  it("allows one extension of a contract ending within 30 days", () => {
    const facts = { ...base, extensionUsed: false };
    expect(extendGuard(facts, now)).toBeNull();
    expect(extendGuard({ ...facts, renewalPending: true }, now)).toBeNull();
    expect(extendGuard({ ...facts, extensionUsed: true }, now)).toBe(ContractErrorCode.ExtensionUsed);
    expect(extendGuard({ ...facts, terminated: true }, now)).toBe(ContractErrorCode.ContractTerminated);
    expect(extendGuard({ ...facts, endDay: "2025-12-31" }, now)).toBe(ContractErrorCode.NotExtendable);
    expect(extendGuard({ ...facts, inCallerAgency: false }, now)).toBe(ContractErrorCode.AnchorNotInAgency);
  });
});

describe("transferStartGuard", () => {
  const out: TransferStartFacts = {
    mayTransfer: true,
    direction: 1,
    callerAgencyId: 1,
    anchorAgencyId: 1,
    targetAgencyId: 2,
    contractTerminated: false,
    changePending: false,
  };
  it.each([
    [{}, null],
    [{ mayTransfer: false }, M.RelationChangeNotAllowed],
    [{ anchorAgencyId: null }, M.AnchorNotInAgency],
    [{ anchorAgencyId: 3 }, M.AnchorNotInAgency],
    [{ targetAgencyId: 1 }, M.TargetAgencyInvalid],
    [{ targetAgencyId: null }, M.TargetAgencyInvalid],
    [{ contractTerminated: true }, M.ContractTerminated],
    [{ changePending: true }, M.RelationChangePending],
    [{ direction: 2 as const, anchorAgencyId: 3, targetAgencyId: 1 }, null],
    [{ direction: 2 as const, anchorAgencyId: 1, targetAgencyId: 1 }, M.TargetAgencyInvalid],
  ])("%j -> %s", (change, code) => {
    expect(transferStartGuard({ ...out, ...change })).toBe(code);
  });
});

describe("cancellationStartGuard", () => {
  const facts = { mayCancel: true, inCallerAgency: true, contractTerminated: false, changePending: false };
  it.each([
    [{}, null],
    [{ mayCancel: false }, M.RelationChangeNotAllowed],
    [{ inCallerAgency: false }, M.AnchorNotInAgency],
    [{ contractTerminated: true }, M.ContractTerminated],
    [{ changePending: true }, M.RelationChangePending],
  ])("%j -> %s", (change, code) => {
    expect(cancellationStartGuard({ ...facts, ...change })).toBe(code);
  });
});
