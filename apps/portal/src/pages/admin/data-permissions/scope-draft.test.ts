import { describe, expect, it } from "vitest";
import { draftAsRow, draftOf, draftProblem, matchingAgencies, scopeRequest, toggled } from "./scope-draft.ts";

const regions = [
  { id: 1, name: "Indonesia", shortName: "ID" },
  { id: 2, name: "Philippines", shortName: "PH" },
];
const agencies = [
  { id: 4, name: "Manila Stars", bigo_id: "manila.stars", region_id: 2 },
  { id: 1, name: "Nusantara Star Agency", bigo_id: "nusantara.star", region_id: 1 },
];

describe("scope drafts", () => {
  it("starts from the scope as read, an operator seeing nothing on chosen regions with none ticked", () => {
    expect(draftOf({ kind: "regions", region_ids: [2, 1], agencies: [] })).toEqual({ kind: "regions", regionIds: [1, 2], agencyIds: [] });
    expect(draftOf({ kind: "none", region_ids: [], agencies: [] })).toEqual({ kind: "regions", regionIds: [], agencyIds: [] });
    expect(draftOf({ kind: "agencies", region_ids: [], agencies })).toEqual({ kind: "agencies", regionIds: [], agencyIds: [1, 4] });
  });

  it("ticks and unticks ids once each, in order", () => {
    expect(toggled([2], 1, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 1, true)).toEqual([1, 2]);
    expect(toggled([1, 2], 1, false)).toEqual([2]);
  });

  it("refuses an empty choice and own agency for an account in none", () => {
    expect(draftProblem({ kind: "regions", regionIds: [], agencyIds: [4] }, true)).toBe("admin.dataScope.error.noRegion");
    expect(draftProblem({ kind: "agencies", regionIds: [1], agencyIds: [] }, true)).toBe("admin.dataScope.error.noAgency");
    expect(draftProblem({ kind: "agency", regionIds: [], agencyIds: [] }, false)).toBe("admin.dataScope.error.noOwnAgency");
    expect(draftProblem({ kind: "agency", regionIds: [], agencyIds: [] }, true)).toBeNull();
    expect(draftProblem({ kind: "all", regionIds: [], agencyIds: [] }, false)).toBeNull();
  });

  it("sends only the chosen kind's ids, at the version read", () => {
    const draft = { kind: "agencies" as const, regionIds: [1], agencyIds: [4] };
    expect(scopeRequest({ id: 9, version: 3 }, draft)).toEqual({ id: 9, version: 3, kind: "agencies", region_ids: [], agency_ids: [4] });
    expect(scopeRequest({ id: 9, version: 3 }, { ...draft, kind: "all" })).toEqual({ id: 9, version: 3, kind: "all", region_ids: [], agency_ids: [] });
  });

  it("names the draft as the list will show it", () => {
    expect(draftAsRow({ kind: "regions", regionIds: [1, 2], agencyIds: [] }, regions, agencies, null)).toEqual({
      scope_kind: "regions",
      scope_names: ["Indonesia", "Philippines"],
    });
    expect(draftAsRow({ kind: "agencies", regionIds: [], agencyIds: [4] }, regions, agencies, null)).toEqual({ scope_kind: "agencies", scope_names: ["Manila Stars"] });
    expect(draftAsRow({ kind: "agency", regionIds: [], agencyIds: [] }, regions, agencies, agencies[1] ?? null)).toEqual({
      scope_kind: "agency",
      scope_names: ["Nusantara Star Agency"],
    });
    expect(draftAsRow({ kind: "all", regionIds: [], agencyIds: [] }, regions, agencies, null)).toEqual({ scope_kind: "all", scope_names: [] });
  });

  it("finds agencies by part of the name or Bigo ID in any letter case", () => {
    expect(matchingAgencies(agencies, "  MANILA ").map((a) => a.id)).toEqual([4]);
    expect(matchingAgencies(agencies, "nusantara.st").map((a) => a.id)).toEqual([1]);
    expect(matchingAgencies(agencies, " ")).toHaveLength(2);
  });
});
