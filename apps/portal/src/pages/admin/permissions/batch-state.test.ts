import { describe, expect, it } from "vitest";
import { batchProblem, batchRequest, newBatchId, permissionDeltas } from "./batch-state.ts";
import type { PermissionChoice } from "./batch-state.ts";

const choices = (entries: [number, PermissionChoice][]) => new Map(entries);

describe("batchProblem", () => {
  it("refuses a batch with no account or no change", () => {
    expect(batchProblem({ kind: "ids", ids: [] }, choices([[10, "grant"]]))).toBe("admin.batch.noAccount");
    expect(batchProblem({ kind: "filter", keyword: "x", role: null, total: 0 }, choices([[10, "grant"]]))).toBe("admin.batch.noAccount");
    expect(batchProblem({ kind: "ids", ids: [1] }, choices([[10, "leave"]]))).toBe("admin.batch.noChange");
    expect(batchProblem({ kind: "ids", ids: [1] }, choices([[5, "revoke"]]))).toBeNull();
  });
});

describe("batchRequest", () => {
  it("sends ids or the filter, and the granted and revoked ids ascending", () => {
    const set = choices([
      [10, "grant"],
      [5, "revoke"],
      [1, "grant"],
      [2, "leave"],
    ]);
    expect(batchRequest({ kind: "ids", ids: [7, 3] }, set)).toEqual({ account_ids: [7, 3], filter: null, grant: [1, 10], revoke: [5] });
    expect(batchRequest({ kind: "filter", keyword: " agency ", role: 3, total: 4 }, set)).toEqual({
      account_ids: [],
      filter: { keyword: "agency", role: 3 },
      grant: [1, 10],
      revoke: [5],
    });
    expect(batchRequest({ kind: "filter", keyword: "", role: null, total: 4 }, set).filter).toEqual({});
  });
});

describe("permissionDeltas", () => {
  it("counts, per permission, the changed accounts that gain or lose it", () => {
    const line = (outcome: "changed" | "unchanged" | "refused", before: number[], after: number[]) => ({ id: 1, username: "a", outcome, code: 0, before, after });
    expect(permissionDeltas([line("changed", [5], [10]), line("changed", [], [10]), line("unchanged", [10], [10]), line("refused", [5], [5])])).toEqual([
      { id: 5, gained: 0, lost: 1 },
      { id: 10, gained: 2, lost: 0 },
    ]);
  });
});

describe("newBatchId", () => {
  it("makes a URL-safe id the server accepts, different each time", () => {
    const id = newBatchId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newBatchId()).not.toBe(id);
  });
});
