import { describe, expect, it } from "vitest";
import { AccountRole, AccountStatus, AccountSubRole, AgentRole } from "@agent-portal/api-client/enums";
import type { ProfileId } from "./profiles.ts";
import { NO_SUB_ROLE, PROFILES, PROFILE_IDS, effectivePermissions, guardUserOf } from "./profiles.ts";

describe("reference profiles", () => {
  it("lists every profile once, keyed by its id", () => {
    expect(PROFILE_IDS).toEqual(Object.keys(PROFILES));
    for (const id of PROFILE_IDS) expect(PROFILES[id].id).toBe(id);
  });

  it.each<[ProfileId, number[]]>([
    ["admin", [1, 2, 3, 4, 5, 13]],
    ["operator", [7, 8, 9, 10, 11, 12, 14, 15, 23, 24]],
    ["agencySuperAdmin", [3, 6, 8, 9, 10, 11, 14, 15, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 101, 102, 103, 104]],
    ["agencyAdmin", [6, 14, 17, 19, 20, 21, 22, 23, 24, 25, 26, 27, 103, 104]],
    ["agencyManager", [6, 14, 19, 20, 21, 23, 24, 25, 26, 27, 104]],
    ["broker", [20, 24, 104]],
    ["normalUser", []],
    ["disabled", [6, 14, 19, 20, 21, 23, 24, 25, 26, 27, 104]],
  ])("%s has the effective permissions %j", (id, permissions) => {
    expect(effectivePermissions(PROFILES[id])).toEqual(permissions);
  });

  it.each<[ProfileId, number, number, number, number]>([
    ["admin", AccountRole.Admin, NO_SUB_ROLE, AgentRole.NOT_AGENT, AccountStatus.Enabled],
    ["operator", AccountRole.Operator, NO_SUB_ROLE, AgentRole.NOT_AGENT, AccountStatus.Enabled],
    ["agencySuperAdmin", AccountRole.Agency, AccountSubRole.SuperAdmin, AgentRole.SUPER_MANAGER, AccountStatus.Enabled],
    ["agencyAdmin", AccountRole.Agency, AccountSubRole.Admin, AgentRole.MANAGER, AccountStatus.Enabled],
    ["agencyManager", AccountRole.Agency, AccountSubRole.Manager, AgentRole.MANAGER, AccountStatus.Enabled],
    ["broker", AccountRole.Agency, AccountSubRole.Manager, AgentRole.BROKER, AccountStatus.Enabled],
    ["normalUser", AccountRole.NormalUser, NO_SUB_ROLE, AgentRole.NOT_AGENT, AccountStatus.Enabled],
    ["disabled", AccountRole.Agency, AccountSubRole.Manager, AgentRole.MANAGER, AccountStatus.Disabled],
  ])("%s is role %i, sub-role %i, agent role %i, status %i", (id, role, subRole, agentRole, status) => {
    expect(PROFILES[id]).toMatchObject({ role, subRole, agentRole, status });
  });

  it("derives TransferRelation from the relation tab only (no source grants 26 directly)", () => {
    for (const id of PROFILE_IDS) {
      const { accountPermissions, agencyPermissions, relationTab } = PROFILES[id];
      expect([...accountPermissions, ...agencyPermissions]).not.toContain(26);
      const hasRelation = relationTab.transfer >= 1 || relationTab.cancel >= 1;
      expect(effectivePermissions(PROFILES[id]).includes(26)).toBe(hasRelation);
    }
  });

  it("gives the guard the role, status and effective permissions", () => {
    expect(guardUserOf(PROFILES.broker)).toEqual({ role: 3, status: 0, permissions: [20, 24, 104] });
    expect(guardUserOf(PROFILES.disabled).status).toBe(-1);
  });
});
