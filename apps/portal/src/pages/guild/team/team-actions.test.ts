import { describe, expect, it } from "vitest";
import { AgentRole } from "@agent-portal/api-client/enums";
import { mayEditTeam, memberActions, rolesViewerGives } from "./team-actions.ts";
import type { TeamViewer } from "./team-actions.ts";

const viewer = (agentRole: AgentRole, isAdmin = false): TeamViewer => ({ isAdmin, agentRole, selfUid: "100" });
const row = (role: 1 | 2 | 3, uid = "200") => ({ uid, role });
const none = { changeRole: false, remove: false, recruit: false };
const all = { changeRole: true, remove: true, recruit: true };

describe("the guild team's actions, per role (the server refuses the same: team.test.ts in the sandbox)", () => {
  it.each([
    ["a super manager", viewer(AgentRole.SUPER_MANAGER), [all, all, all]],
    ["an admin", viewer(AgentRole.NOT_AGENT, true), [all, all, all]],
    ["a manager", viewer(AgentRole.MANAGER), [none, none, { changeRole: false, remove: true, recruit: true }]],
    ["a broker", viewer(AgentRole.BROKER), [none, none, none]],
    ["a normal user", viewer(AgentRole.NOT_AGENT), [none, none, none]],
  ])("%s: super manager, manager and broker rows", (_, who, expected) => {
    expect([row(1), row(2), row(3)].map((r) => memberActions(who, r))).toEqual(expected);
  });

  it("never offers Remove on the viewer's own row, but lets a super manager step down", () => {
    expect(memberActions(viewer(AgentRole.SUPER_MANAGER), row(1, "100"))).toEqual({ changeRole: true, remove: false, recruit: true });
  });

  it("gives managers the broker role only, and brokers nothing", () => {
    expect(rolesViewerGives(viewer(AgentRole.SUPER_MANAGER))).toEqual([1, 2, 3]);
    expect(rolesViewerGives(viewer(AgentRole.MANAGER))).toEqual([3]);
    expect(rolesViewerGives(viewer(AgentRole.BROKER))).toEqual([]);
    expect([AgentRole.SUPER_MANAGER, AgentRole.MANAGER, AgentRole.BROKER].map((r) => mayEditTeam(viewer(r)))).toEqual([true, true, false]);
  });
});
