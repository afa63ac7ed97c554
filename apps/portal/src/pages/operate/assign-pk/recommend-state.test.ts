import { describe, expect, it } from "vitest";
import type { PendingChange, PendingChanges } from "./recommend-state.ts";
import { accepted, rolledBack, shownCount, shownRecommended, withChange } from "./recommend-state.ts";

const none: PendingChanges = new Map();
const add: PendingChange = { want: true, was: false, acceptedAt: null };
const drop: PendingChange = { want: false, was: true, acceptedAt: null };

describe("optimistic recommendations", () => {
  it("shows a click at once: the candidate's flag and the count follow the click while the call runs", () => {
    const pending = withChange(withChange(none, "a", add), "b", drop);
    expect(shownRecommended("a", false, pending, 1_000)).toBe(true);
    expect(shownRecommended("b", true, pending, 1_000)).toBe(false);
    expect(shownRecommended("c", true, pending, 1_000)).toBe(true);
    expect(shownCount(7, pending, 1_000)).toBe(7);
    expect(shownCount(7, withChange(none, "a", add), 1_000)).toBe(8);
  });

  it("rolls back a refused click: the server's flag and count again", () => {
    const pending = rolledBack(withChange(none, "a", add), "a", add);
    expect(shownRecommended("a", false, pending, 1_000)).toBe(false);
    expect(shownCount(9, pending, 1_000)).toBe(9);
  });

  it("keeps an accepted change until a list fetched after the answer shows it, then counts the server only", () => {
    const pending = accepted(withChange(none, "a", add), "a", add, 2_000);
    expect(shownCount(9, pending, 1_500)).toBe(10);
    expect(shownRecommended("a", false, pending, 1_500)).toBe(true);
    // The refetched list already counts it: no double count.
    expect(shownCount(10, pending, 2_500)).toBe(10);
    expect(shownRecommended("a", true, pending, 2_500)).toBe(true);
  });

  it("ignores the answer of an older click on the same candidate", () => {
    const second: PendingChange = { want: false, was: true, acceptedAt: null };
    const pending = withChange(withChange(none, "a", add), "a", second);
    expect(rolledBack(pending, "a", add)).toBe(pending);
    expect(accepted(pending, "a", add, 5)).toBe(pending);
    expect(shownRecommended("a", false, pending, 1)).toBe(false);
  });

  it("never shows a negative count", () => {
    expect(shownCount(0, withChange(none, "a", drop), 1)).toBe(0);
  });
});
