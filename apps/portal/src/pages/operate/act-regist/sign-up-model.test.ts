import { describe, expect, it } from "vitest";
import type { SentTask } from "./sign-up-model.ts";
import { failedUids, newRequestId, outcomes, quotaOf, signBlock } from "./sign-up-model.ts";

describe("sign-up quota", () => {
  it("is the smallest of the agency's places left, the round's free places and one call's maximum", () => {
    expect(quotaOf({ maxAnchors: 20, signedCount: 4 }, { capacity: 10, signedCount: 0 }, 20)).toBe(10);
    expect(quotaOf({ maxAnchors: 20, signedCount: 18 }, { capacity: 10, signedCount: 0 }, 20)).toBe(2);
    expect(quotaOf({ maxAnchors: 20, signedCount: 0 }, null, 5)).toBe(5);
    expect(quotaOf({ maxAnchors: 20, signedCount: 0 }, { capacity: 6, signedCount: 7 }, 20)).toBe(0);
  });
});

describe("what blocks a submit before the call", () => {
  const base = { open: true, chosen: 3, quota: 10, needsRound: true, roundId: 1, missingRequired: false };
  it("blocks a closed sign-up, none chosen, over the quota, no round, a required field empty; else lets it go", () => {
    expect(signBlock({ ...base, open: false })).toBe("closed");
    expect(signBlock({ ...base, chosen: 0 })).toBe("none");
    expect(signBlock({ ...base, chosen: 11 })).toBe("overQuota");
    expect(signBlock({ ...base, roundId: null })).toBe("noRound");
    expect(signBlock({ ...base, missingRequired: true })).toBe("missingField");
    expect(signBlock(base)).toBeNull();
  });
});

describe("outcomes over the tasks sent", () => {
  it("shows pending while a task runs, then signed or failed with the reason; a retry's task decides for its rows", () => {
    const first: SentTask = { anchorUids: ["a", "b", "c"], taskId: "t1", failures: null, callFailure: null };
    expect(outcomes([first]).get("a")).toEqual({ kind: "pending" });
    const done: SentTask = { ...first, failures: new Map([["b", { code: 44003, msg: "Already registered" }]]) };
    const rows = outcomes([done]);
    expect(rows.get("a")).toEqual({ kind: "signed" });
    expect(rows.get("b")).toEqual({ kind: "failed", code: 44003, msg: "Already registered" });
    expect(failedUids(rows)).toEqual(["b"]);
    const retry: SentTask = { anchorUids: ["b"], taskId: "t2", failures: new Map(), callFailure: null };
    expect(failedUids(outcomes([done, retry]))).toEqual([]);
  });

  it("gives every row of a refused call that call's reason", () => {
    const refused: SentTask = { anchorUids: ["a", "b"], taskId: null, failures: null, callFailure: { code: 44002, msg: "Sign-up is not open" } };
    expect(failedUids(outcomes([refused]))).toEqual(["a", "b"]);
  });

  it("makes a new idempotency key each time, in the server's alphabet", () => {
    const key = newRequestId();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(key);
  });
});
