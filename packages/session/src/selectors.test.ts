import { describe, expect, it } from "vitest";
import { PermissionId } from "@agent-portal/permissions/ids";
import { AccountRole, AccountStatus } from "@agent-portal/api-client/enums";
import {
  selectEffectivePermissions,
  selectGuardUser,
  selectIsAdmin,
  selectIsLoggedIn,
  selectLoginUser,
  selectPhoneAuthRequests,
  selectPhoneAuthSuccesses,
  selectSessionFlags,
  selectToken,
  selectTokenErrors,
} from "./selectors.ts";
import type { SessionRootState } from "./session-slice.ts";
import { agencyPermissionsReceived, loggedIn, phoneAuthSucceeded, relationTabReceived, sessionReducer, transportEventReceived, userInfoReceived } from "./session-slice.ts";
import { createInitialSessionState } from "./session-state.ts";
import { createTestLoginUser } from "./test-support.ts";

type Action = Parameters<typeof sessionReducer>[1];

function rootOf(...actions: Action[]): SessionRootState {
  return { session: actions.reduce(sessionReducer, createInitialSessionState(null)) };
}

describe("token and user selectors", () => {
  it("are empty when logged out", () => {
    const state = rootOf();
    expect(selectToken(state)).toBeNull();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectLoginUser(state)).toBeNull();
    expect(selectGuardUser(state)).toBeNull();
    expect(selectEffectivePermissions(state)).toEqual([]);
    expect(selectIsAdmin(state)).toBe(false);
  });

  it("read the token and the user once logged in", () => {
    const user = createTestLoginUser();
    const state = rootOf(loggedIn({ token: "abc" }), userInfoReceived(user));
    expect(selectToken(state)).toBe("abc");
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectLoginUser(state)).toEqual(user);
  });
});

describe("selectEffectivePermissions", () => {
  it("unions user-info and GetPermissions permissions, sorted and without duplicates or unknown ids", () => {
    const state = rootOf(userInfoReceived(createTestLoginUser({ permissions: [20, 6, 999] })), agencyPermissionsReceived([19, 20, 104]));
    expect(selectEffectivePermissions(state)).toEqual([6, 19, 20, 104]);
  });

  it.each([
    [{ transfer: 1, cancel: 0 }, true],
    [{ transfer: 0, cancel: 1 }, true],
    [{ transfer: 0, cancel: 0 }, false],
  ])("adds TransferRelation for relation tab %o: %s", (tab, granted) => {
    const state = rootOf(userInfoReceived(createTestLoginUser({ permissions: [20] })), relationTabReceived(tab));
    expect(selectEffectivePermissions(state).includes(PermissionId.TransferRelation)).toBe(granted);
  });

  it("is memoised: the same array until an input changes", () => {
    const state = rootOf(userInfoReceived(createTestLoginUser()));
    expect(selectEffectivePermissions(state)).toBe(selectEffectivePermissions({ session: { ...state.session } }));
  });
});

describe("selectIsAdmin and selectGuardUser", () => {
  it("recognise the Admin role", () => {
    const state = rootOf(userInfoReceived(createTestLoginUser({ role: AccountRole.Admin, permissions: [] })));
    expect(selectIsAdmin(state)).toBe(true);
  });

  it("give the guard role, status, effective permissions and the by-beans whitelist flag", () => {
    const state = rootOf(
      userInfoReceived(createTestLoginUser({ role: AccountRole.Agency, status: AccountStatus.Disabled, permissions: [20], isWhite: true })),
      agencyPermissionsReceived([19]),
      relationTabReceived({ transfer: 1, cancel: 0 }),
    );
    expect(selectGuardUser(state)).toEqual({ role: AccountRole.Agency, status: AccountStatus.Disabled, permissions: [19, 20, 26], isWhite: true });
    expect(selectIsAdmin(state)).toBe(false);
  });
});

describe("counters and flags", () => {
  it("read the counters", () => {
    const error = { kind: "token", url: "/x", httpStatus: 401, code: null, messageKeys: [], fallbackMessage: "" } as const;
    const state = rootOf(transportEventReceived({ type: "tokenError", error }), phoneAuthSucceeded());
    expect(selectTokenErrors(state)).toBe(1);
    expect(selectPhoneAuthRequests(state)).toBe(0);
    expect(selectPhoneAuthSuccesses(state)).toBe(1);
  });

  it("read the flags", () => {
    const state = rootOf(relationTabReceived({ transfer: 0, cancel: 1 }));
    expect(selectSessionFlags(state)).toEqual({ transferPermission: true, transferInOut: false, terminateAnchor: true, recommendAnchorEntry: false });
  });
});
