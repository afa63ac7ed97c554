import { AgentReportUserType as T, AgentRole as R } from "@agent-portal/api-client/enums";
import { describe, expect, it } from "vitest";
import type { FamilyStanding } from "./family-access.ts";
import { familyAccess, familyMetrics, isLiveDataEntry } from "./family-access.ts";

const ALL = ["multiRoom", "creator", "act67110", "act78062"] as const;
const owner: FamilyStanding = { entries: ALL, role: R.SUPER_MANAGER, userType: T.AgencyAgent, agentEntry: 1, multiRoomOpen: 1 };

describe("familyAccess", () => {
  it.each<[string, Partial<FamilyStanding>, readonly string[], boolean]>([
    ["the agency's agent: every entry, with income", {}, ALL, true],
    ["an admin (no agency aggregate entry): every entry, with income", { role: R.NOT_AGENT, userType: T.SuperAdmin, agentEntry: 0 }, ALL, true],
    ["an operator (no agency aggregate entry): every entry, with income", { role: R.NOT_AGENT, userType: T.Operator, agentEntry: 0 }, ALL, true],
    ["a sub-agent: every entry, no income", { userType: T.AgencySubAgent }, ALL, false],
    ["a manager: every entry, no income", { role: R.MANAGER, userType: T.AgencyManager }, ALL, false],
    ["a broker: no activity 78062 (no sub-agencies), no income", { role: R.BROKER, userType: T.AgencyManager, agentEntry: 0 }, ["multiRoom", "creator", "act67110"], false],
    ["a broker even with the aggregate entry: no activity 78062", { role: R.BROKER, userType: T.AgencyManager }, ["multiRoom", "creator", "act67110"], false],
    ["no agency aggregate: no activity 78062", { agentEntry: 0 }, ["multiRoom", "creator", "act67110"], true],
    ["multi-room not open: no multi-room", { multiRoomOpen: 0 }, ["creator", "act67110", "act78062"], true],
    ["an agency without entries: nothing", { entries: [] }, [], true],
    ["an agency with two entries: those two", { entries: ["creator", "multiRoom"] }, ["multiRoom", "creator"], true],
    ["no profile with the data service: nothing at all", { userType: T.NoProfile }, [], false],
  ])("%s", (_name, change, tabs, income) => {
    expect(familyAccess({ ...owner, ...change })).toEqual({ tabs, income });
  });

  it("knows the family entries by name only", () => {
    expect(ALL.every((entry) => isLiveDataEntry(entry))).toBe(true);
    expect(isLiveDataEntry("core")).toBe(false);
    expect(isLiveDataEntry(undefined)).toBe(false);
  });

  it("shows income among the metrics only with income access", () => {
    expect(familyMetrics(true)).toContain("income");
    expect(familyMetrics(false)).not.toContain("income");
    expect(familyMetrics(false)).toEqual(["duration", "valid-days", "beans", "gift-users", "new-fans", "pk", "viewers"]);
  });
});
