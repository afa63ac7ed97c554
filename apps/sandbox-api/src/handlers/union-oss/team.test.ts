/**
 * The guild team through the API (issue 22, item 8): the name echo before an add, who may change
 * whom (37008), the last super manager (37006), a removal leaving as many broadcasters without a
 * broker as the caller confirmed (37007 otherwise), role changes recorded before -> after, and a
 * removed or demoted member's login losing the team's permission on its next answers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { AgencyMemberErrorCode } from "@agent-portal/api-client/contract/union-oss";
import { AgentRole } from "@agent-portal/api-client/enums";
import { PermissionId } from "@agent-portal/permissions/ids";
import { answerData as data, useTestSandbox } from "#testing/harness.ts";

const sandbox = useTestSandbox();
const U = "/api/union_oss";
const E = AgencyMemberErrorCode;

interface Member {
  uid: string;
  bigo_id: string;
  nick_name: string;
  role: number;
  anchor_count: number;
  added_by_name: string;
}

let owner: string;
let subagent: string;
beforeAll(async () => {
  owner = await sandbox().login("agency.owner");
  subagent = await sandbox().login("agency.subagent");
});

const call = (token: string, name: string, body: object) => sandbox().call(`${U}/${name}`, { token, body });
const codeOf = async (token: string, name: string, body: object) => (await call(token, name, body)).body.code;
const members = async (token: string) => data<{ list: Member[] }>(await call(token, "getAgencyMemberList", { page: 1, page_size: 50 })).list;
const memberNamed = async (bigoId: string) => {
  const found = (await members(owner)).find((m) => m.bigo_id === bigoId);
  if (found === undefined) throw new Error(`${bigoId} is not a member`);
  return found;
};
const agencyPermissions = async (token: string) =>
  data<{ permissions: number[] }>(await sandbox().call("/api/live_agent_service/GetPermissions", { token, body: { permission_query_entry_type: 3 } })).permissions;

describe("the guild team's rules", () => {
  it("echoes a Bigo ID's name before an add, and refuses a member's", async () => {
    const broker = await memberNamed("agus.broker");
    expect(await codeOf(owner, "getAgencyMemberCandidate", { bigo_id: broker.bigo_id })).toBe(E.AlreadyMember);
    expect(await codeOf(owner, "getAgencyMemberCandidate", { bigo_id: "nobody.has.this" })).toBe(E.InvalidBigoId);
    const echo = data<{ nick_name: string; bigo_id: string }>(await call(owner, "getAgencyMemberCandidate", { bigo_id: "NIA.VIEWER" }));
    expect(echo).toMatchObject({ bigo_id: "nia.viewer", nick_name: "Nia Viewer" });
  });

  it("records who added a member, and gives their login the role's permissions", async () => {
    const viewer = await sandbox().login("normal.user");
    expect(await agencyPermissions(viewer)).not.toContain(PermissionId.AgencyBroadcasterList);
    const added = data<Member>(await call(owner, "addAgencyMember", { bigo_id: "nia.viewer", role: AgentRole.BROKER }));
    expect(added).toMatchObject({ role: AgentRole.BROKER, added_by_name: "Budi Santoso", anchor_count: 0 });
    expect(await agencyPermissions(viewer)).toContain(PermissionId.AgencyBroadcasterList);
  });

  it("refuses to remove or demote the last super manager (37006)", async () => {
    const self = await memberNamed("budi.nusantara");
    expect(self.role).toBe(AgentRole.SUPER_MANAGER);
    expect(await codeOf(owner, "assignAgencyRole", { member_uid: self.uid, role: AgentRole.MANAGER })).toBe(E.LastSuperManager);
    expect(await codeOf(owner, "deleteAgencyMember", { member_uid: self.uid })).toBe(E.LastSuperManager);
  });

  it("lets only a super manager change managers or give their roles (37008)", async () => {
    const manager = await memberNamed("rudi.manager");
    const viewer = await memberNamed("nia.viewer");
    expect(await codeOf(subagent, "assignAgencyRole", { member_uid: manager.uid, role: AgentRole.BROKER })).toBe(E.OnlySuperManager);
    expect(await codeOf(subagent, "deleteAgencyMember", { member_uid: manager.uid })).toBe(E.OnlySuperManager);
    expect(await codeOf(subagent, "assignAgencyRole", { member_uid: viewer.uid, role: AgentRole.MANAGER })).toBe(E.OnlySuperManager);
    expect(await codeOf(subagent, "assignAgencyRole", { member_uid: viewer.uid, role: AgentRole.SUPER_MANAGER })).toBe(E.OnlySuperManager);
  });

  it("with a second super manager, demotes the first; the record shows before -> after", async () => {
    const manager = await memberNamed("rudi.manager");
    expect(data<Member>(await call(owner, "assignAgencyRole", { member_uid: manager.uid, role: AgentRole.SUPER_MANAGER })).role).toBe(AgentRole.SUPER_MANAGER);
    const records = data<{ list: { type: number; target_name: string; role_before: number; role_after: number }[] }>(
      await call(owner, "getAgencyOperationRecord", { page: 1, page_size: 5 }),
    ).list;
    expect(records[0]).toMatchObject({ type: 3, target_name: "Rudi Hartono", role_before: AgentRole.MANAGER, role_after: AgentRole.SUPER_MANAGER });
    // Two super managers: either may now step down, but not both.
    expect(data<Member>(await call(owner, "assignAgencyRole", { member_uid: manager.uid, role: AgentRole.MANAGER })).role).toBe(AgentRole.MANAGER);
    expect(await codeOf(owner, "assignAgencyRole", { member_uid: (await memberNamed("budi.nusantara")).uid, role: AgentRole.MANAGER })).toBe(E.LastSuperManager);
  });

  it("removes a broker only with the confirmed count, leaving their broadcasters with no broker", async () => {
    const broker = (await members(owner)).find((m) => m.role === AgentRole.BROKER && m.anchor_count > 0 && m.bigo_id !== "agus.broker");
    if (broker === undefined) throw new Error("the seed has a broker with broadcasters");
    expect(await codeOf(owner, "deleteAgencyMember", { member_uid: broker.uid })).toBe(E.AnchorCountChanged);
    expect(await codeOf(owner, "deleteAgencyMember", { member_uid: broker.uid, anchor_count: broker.anchor_count + 1 })).toBe(E.AnchorCountChanged);
    const done = data<{ unassigned_anchor_count: number }>(await call(owner, "deleteAgencyMember", { member_uid: broker.uid, anchor_count: broker.anchor_count }));
    expect(done.unassigned_anchor_count).toBe(broker.anchor_count);
    expect((await members(owner)).some((m) => m.uid === broker.uid)).toBe(false);
    const record = data<{ list: { type: number; target_name: string; role_before: number }[] }>(await call(owner, "getAgencyOperationRecord", { page: 1, page_size: 1 })).list[0];
    expect(record).toMatchObject({ type: 2, target_name: broker.nick_name, role_before: AgentRole.BROKER });
  });

  it("takes the team's permission from a demoted member's login, and every agency permission from a removed one's", async () => {
    const sinta = await memberNamed("sinta.subagent");
    expect(await agencyPermissions(subagent)).toContain(PermissionId.AgencyGuildTeam);
    await call(owner, "assignAgencyRole", { member_uid: sinta.uid, role: AgentRole.BROKER });
    const demoted = await agencyPermissions(subagent);
    expect(demoted).not.toContain(PermissionId.AgencyGuildTeam);
    expect(demoted).toContain(PermissionId.AgencyBroadcasterList);
    expect(await codeOf(subagent, "getAgencyOperationRecord", { page: 1, page_size: 5 })).not.toBe(0);

    await call(owner, "deleteAgencyMember", { member_uid: sinta.uid, anchor_count: (await memberNamed("sinta.subagent")).anchor_count });
    expect(await agencyPermissions(subagent)).toEqual([]);
    const info = data<{ permissions: number[] }>(await sandbox().call("/api/agent/user/info", { token: subagent }));
    expect(info.permissions).not.toContain(PermissionId.AgencyStat);
  });

  it("names who last changed the recruitment settings", async () => {
    const before = data<{ operator_name: string }>(await call(owner, "getAgentRecruitCfg", {}));
    expect(before.operator_name).toBe("");
    await call(owner, "modifyAgentRecruitCfg", { open: 1, countries: ["ID"], min_age: 20, requirements: "20 or older", contact: "Message us" });
    const after = data<{ operator_name: string; min_age: number; update_time: number }>(await call(owner, "getAgentRecruitCfg", {}));
    expect(after).toMatchObject({ operator_name: "Budi Santoso", min_age: 20 });
    expect(after.update_time).toBeGreaterThan(0);
  });
});
