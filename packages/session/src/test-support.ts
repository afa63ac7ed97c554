/**
 * Fixtures for tests of the session and of packages that build on it (phone-auth, apps).
 * Not used by production code.
 */
import type { LoginUser, Region } from "@agent-portal/api-client/contract/main";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AccountRole, AccountStatus, AccountSubRole } from "@agent-portal/api-client/enums";
import { transportEventReceived } from "./session-slice.ts";

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

/**
 * The session action of a call answered with a token error (business code 20003 in an HTTP 200
 * envelope, SPEC section 8), as the transport reports it: `url` is the call's path (default
 * `/agent/user/info`). Each dispatch raises the token-error counter and is a `tokenError` session event.
 */
export function createTestTokenErrorReceived(url = "/agent/user/info") {
  return transportEventReceived({
    type: "tokenError",
    error: { kind: "token", url, httpStatus: 200, code: 20003, messageKeys: ["errors.token"], fallbackMessage: "" },
  });
}
