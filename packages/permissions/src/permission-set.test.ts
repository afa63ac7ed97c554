import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PermissionId } from "./ids.ts";
import { deriveTransferFlags, hasAnyPermission, isAdmin, isPermissionId, unionPermissions } from "./permission-set.ts";

const knownIds = Object.values(PermissionId);
const flag = fc.constantFrom(0, 1);

describe("unionPermissions", () => {
  it("unions user-info and GetPermissions ids, sorted and without duplicates", () => {
    expect(unionPermissions([6, 3], [20, 6, 14], null)).toEqual([3, 6, 14, 20]);
  });

  it.each([
    [{ transfer: 1, cancel: 0 }, true],
    [{ transfer: 0, cancel: 1 }, true],
    [{ transfer: 1, cancel: 1 }, true],
    [{ transfer: 0, cancel: 0 }, false],
    [{ transfer: 2, cancel: 0 }, true],
  ])("adds TransferRelation for relation tab %o: %s", (relationTab, added) => {
    expect(unionPermissions([20], [], relationTab).includes(PermissionId.TransferRelation)).toBe(added);
  });

  it("adds no TransferRelation without a relation-tab answer, but keeps one granted directly", () => {
    expect(unionPermissions([20], [], null)).toEqual([20]);
    expect(unionPermissions([], [26], { transfer: 0, cancel: 0 })).toEqual([26]);
  });

  it("drops unknown ids", () => {
    expect(unionPermissions([16, 999, 1], [-1, 104], null)).toEqual([1, 104]);
  });

  it("holds exactly the known ids of both sources, plus 26 when transfer or cancel is at least 1", () => {
    const ids = fc.array(fc.oneof(fc.constantFrom(...knownIds), fc.integer({ min: -5, max: 200 })), { maxLength: 20 });
    fc.assert(
      fc.property(ids, ids, fc.option(fc.record({ transfer: flag, cancel: flag })), (fromUser, fromAgency, relationTab) => {
        const union = unionPermissions(fromUser, fromAgency, relationTab);
        const expected = new Set([...fromUser, ...fromAgency].filter((id) => knownIds.some((known) => known === id)));
        if (relationTab !== null && (relationTab.transfer === 1 || relationTab.cancel === 1)) expected.add(26);
        expect(new Set(union)).toEqual(expected);
        expect(union).toEqual([...expected].sort((a, b) => a - b));
      }),
    );
  });
});

describe("deriveTransferFlags", () => {
  it.each([
    [0, 0, { transferPermission: false, transferInOut: false, terminateAnchor: false }],
    [1, 0, { transferPermission: true, transferInOut: true, terminateAnchor: false }],
    [0, 1, { transferPermission: true, transferInOut: false, terminateAnchor: true }],
    [1, 1, { transferPermission: true, transferInOut: true, terminateAnchor: true }],
  ])("transfer %i, cancel %i", (transfer, cancel, flags) => {
    expect(deriveTransferFlags({ transfer, cancel })).toEqual(flags);
  });

  it("agrees with unionPermissions on TransferRelation", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (transfer, cancel) => {
        const flags = deriveTransferFlags({ transfer, cancel });
        expect(flags.transferPermission).toBe(unionPermissions([], [], { transfer, cancel }).includes(26));
        expect(flags.transferInOut).toBe(transfer === 1);
        expect(flags.terminateAnchor).toBe(cancel === 1);
      }),
    );
  });
});

describe("isAdmin, isPermissionId and hasAnyPermission", () => {
  it("recognises the Admin role only", () => {
    expect([1, 2, 3, 4].map((role) => isAdmin({ role }))).toEqual([true, false, false, false]);
  });

  it("recognises the permission ids of SPEC section 3", () => {
    expect(isPermissionId(104)).toBe(true);
    expect(isPermissionId(16)).toBe(false);
  });

  it("opens an empty or missing list and otherwise needs one id", () => {
    expect(hasAnyPermission([], undefined)).toBe(true);
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAnyPermission([23], [23, 24])).toBe(true);
    expect(hasAnyPermission([24], [23, 24])).toBe(true);
    expect(hasAnyPermission([15], [23, 24])).toBe(false);
  });
});
