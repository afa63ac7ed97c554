import { describe, expect, it } from "vitest";
import { PermissionId } from "./ids.ts";
import { PERMISSION_ENTRIES, permissionLabelKey, permissionNameOf } from "./permission-labels.ts";

describe("permission labels", () => {
  it("names every id of SPEC section 3 once, ascending", () => {
    expect(PERMISSION_ENTRIES.map(([id]) => id)).toEqual(Object.values(PermissionId));
    expect(PERMISSION_ENTRIES.map(([id]) => id)).toEqual([...Object.values(PermissionId)].sort((a, b) => a - b));
  });

  it("maps ids to spec names and label keys, and unknown ids to null", () => {
    expect(permissionNameOf(10)).toBe("PaymentBlacklist");
    expect(permissionLabelKey(104)).toBe("permission.TutorialEntry");
    expect(permissionNameOf(16)).toBeNull();
    expect(permissionLabelKey(999)).toBeNull();
  });
});
