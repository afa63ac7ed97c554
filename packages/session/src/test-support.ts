/**
 * Fixtures for tests of the session and of packages that build on it (phone-auth, apps).
 * Not used by production code.
 */
import type { LoginUser, Region } from "@agent-portal/api-client/contract/main";
import { AccountRole, AccountStatus, AccountSubRole, PermissionId } from "@agent-portal/permissions/ids";

/** A valid `/agent/user/info` answer: an enabled Agency manager with the broadcaster-list permission. */
export function createTestLoginUser(overrides: Partial<LoginUser> = {}): LoginUser {
  return {
    role: AccountRole.Agency,
    subRole: AccountSubRole.Manager,
    status: AccountStatus.Enabled,
    permissions: [PermissionId.AgencyBroadcasterList],
    isWhite: false,
    username: "manager.one",
    bigoId: "agency_manager_1",
    bigoUid: "1000000001",
    language: "en",
    agentList: [{ name: "Sunrise Agency", uid: "2000000001" }],
    unModifyBigoId: "agency_manager_1",
    ...overrides,
  };
}

/** Three regions, as `/agent/permission/getRegions` answers them. */
export function createTestRegions(): Region[] {
  return [
    { id: 1, name: "Indonesia", shortName: "ID" },
    { id: 2, name: "Middle East", shortName: "ME" },
    { id: 3, name: "South Asia", shortName: "SA" },
  ];
}
