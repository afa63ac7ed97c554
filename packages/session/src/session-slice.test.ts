import { describe, expect, it } from "vitest";
import type { ApiError } from "@agent-portal/api-client/errors";
import { AgentRole } from "@agent-portal/api-client/enums";
import {
  agencyPermissionsReceived,
  loggedIn,
  loggedOut,
  tokenRefreshed,
  memberRolesReceived,
  phoneAuthSucceeded,
  phoneInfoReceived,
  recommendEntryReceived,
  regionsReceived,
  relationTabReceived,
  selfInfoReceived,
  sessionLoadFailed,
  sessionLoadStarted,
  sessionLoadSucceeded,
  sessionReducer,
  transportEventReceived,
  userInfoReceived,
  userInfoRefreshFailed,
} from "./session-slice.ts";
import type { SessionState } from "./session-state.ts";
import { createInitialSessionState } from "./session-state.ts";
import { createMemoryStorage, createSafeStorage } from "./storage.ts";
import { createTestLoginUser, createTestRegions } from "./test-support.ts";

const tokenError: ApiError = { kind: "token", url: "/agent/user/info", httpStatus: 200, code: 20002, messageKeys: [], fallbackMessage: "" };
const phoneAuthError: ApiError = { kind: "phoneAuth", url: "/x", httpStatus: 200, code: 40001, messageKeys: [], fallbackMessage: "" };
const businessError: ApiError = { kind: "business", url: "/x", httpStatus: 200, code: 777, messageKeys: [], fallbackMessage: "no" };

const empty = (): SessionState => createInitialSessionState(null);

/** A fully loaded session with every flag raised. */
function loaded(): SessionState {
  return [
    loggedIn({ token: "t-1" }),
    userInfoReceived(createTestLoginUser()),
    agencyPermissionsReceived([19, 20]),
    regionsReceived(createTestRegions()),
    relationTabReceived({ transfer: 1, cancel: 1 }),
    memberRolesReceived([{ agency_uid: "2000000001", agency_name: "Sunrise Agency", role: 2 }]),
    recommendEntryReceived({ entry: 1 }),
    selfInfoReceived({ bigo_id: "self_1", role: AgentRole.MANAGER }),
    phoneInfoReceived({ prefix: "+62", phone: "81234567" }),
    sessionLoadSucceeded(),
  ].reduce(sessionReducer, empty());
}

describe("createInitialSessionState", () => {
  it("starts anonymous with defaults of SPEC section 3", () => {
    const state = empty();
    expect(state).toMatchObject({
      loginUser: null,
      token: null,
      regions: [],
      agentRole: AgentRole.NOT_AGENT,
      tokenErrors: 0,
      phoneAuthRequests: 0,
      phoneAuthSuccesses: 0,
      transferPermission: false,
      transferInOut: false,
      terminateAnchor: false,
      recommendAnchorEntry: false,
      status: "anonymous",
    });
  });

  it("hydrates token and regions from storage", () => {
    const regions = createTestRegions();
    const storage = createSafeStorage(createMemoryStorage({ token: "stored", regions: JSON.stringify(regions) }));
    const state = createInitialSessionState(storage);
    expect(state.token).toBe("stored");
    expect(state.regions).toEqual(regions);
  });

  it("ignores junk under the token and regions keys", () => {
    const storage = createSafeStorage(createMemoryStorage({ token: "  ", regions: '[{"id":"x"}]' }));
    const state = createInitialSessionState(storage);
    expect(state.token).toBeNull();
    expect(state.regions).toEqual([]);
  });
});

describe("session reducers", () => {
  it("loggedIn keeps the token and drops a previous user's data but not the counters", () => {
    const before = sessionReducer(loaded(), transportEventReceived({ type: "tokenError", error: tokenError }));
    const state = sessionReducer(before, loggedIn({ token: "t-2" }));
    expect(state.token).toBe("t-2");
    expect(state.loginUser).toBeNull();
    expect(state.agencyPermissions).toEqual([]);
    expect(state.transferPermission).toBe(false);
    expect(state.status).toBe("anonymous");
    expect(state.tokenErrors).toBe(1);
  });

  it("loggedIn and tokenRefreshed turn expiresIn seconds into an expiry in ms; tokenRefreshed keeps the user", () => {
    const now = Date.now();
    const state = sessionReducer(loaded(), tokenRefreshed({ token: "t-3", expiresIn: 3600 }));
    expect(state.token).toBe("t-3");
    expect(state.tokenExpiresAt).toBeGreaterThanOrEqual(now + 3_600_000);
    expect(state.tokenExpiresAt).toBeLessThan(now + 3_700_000);
    expect(state.loginUser).not.toBeNull();
    expect(sessionReducer(state, loggedIn({ token: "t-4" })).tokenExpiresAt).toBeNull();
    expect(sessionReducer(state, tokenRefreshed({ token: "t-5", expiresAt: 42 })).tokenExpiresAt).toBe(42);
    expect(sessionReducer(state, loggedOut()).tokenExpiresAt).toBeNull();
  });

  it("userInfoReceived sets the user, agentList, bigoUid and unModifyBigoId", () => {
    const user = createTestLoginUser({ bigoUid: "42", unModifyBigoId: "first_id", agentList: [{ name: "A", uid: "9" }] });
    const state = sessionReducer(empty(), userInfoReceived(user));
    expect(state.loginUser).toEqual(user);
    expect(state.agentList).toEqual([{ name: "A", uid: "9" }]);
    expect(state.bigoUid).toBe("42");
    expect(state.unModifyBigoId).toBe("first_id");
  });

  it("tracks the load status", () => {
    let state = sessionReducer(empty(), sessionLoadStarted());
    expect(state.status).toBe("loading");
    state = sessionReducer(state, sessionLoadFailed(tokenError));
    expect(state.status).toBe("failed");
    expect(state.loadError).toEqual(tokenError);
    state = sessionReducer(state, sessionLoadStarted());
    expect(state.loadError).toBeNull();
    state = sessionReducer(state, sessionLoadSucceeded());
    expect(state.status).toBe("ready");
  });

  it("agencyPermissionsReceived and regionsReceived store the answers", () => {
    const regions = createTestRegions();
    let state = sessionReducer(empty(), agencyPermissionsReceived([6, 7]));
    state = sessionReducer(state, regionsReceived(regions));
    expect(state.agencyPermissions).toEqual([6, 7]);
    expect(state.regions).toEqual(regions);
  });

  it.each([
    [
      { transfer: 0, cancel: 0 },
      { transferPermission: false, transferInOut: false, terminateAnchor: false },
    ],
    [
      { transfer: 1, cancel: 0 },
      { transferPermission: true, transferInOut: true, terminateAnchor: false },
    ],
    [
      { transfer: 0, cancel: 1 },
      { transferPermission: true, transferInOut: false, terminateAnchor: true },
    ],
    [
      { transfer: 1, cancel: 1 },
      { transferPermission: true, transferInOut: true, terminateAnchor: true },
    ],
    [
      { transfer: 2, cancel: 0 },
      { transferPermission: true, transferInOut: false, terminateAnchor: false },
    ],
  ])("relationTabReceived(%o) derives the transfer flags %o", (tab, flags) => {
    const state = sessionReducer(empty(), relationTabReceived(tab));
    expect(state).toMatchObject(flags);
    expect(state.relationTab).toEqual(tab);
  });

  it("selfInfoReceived sets the agent role and own Bigo ID; an unknown role is NOT_AGENT", () => {
    let state = sessionReducer(empty(), selfInfoReceived({ bigo_id: "me", role: AgentRole.BROKER }));
    expect(state.agentRole).toBe(AgentRole.BROKER);
    expect(state.selfBigoId).toBe("me");
    state = sessionReducer(state, selfInfoReceived({ bigo_id: "me", role: 9 }));
    expect(state.agentRole).toBe(AgentRole.NOT_AGENT);
  });

  it("memberRolesReceived and recommendEntryReceived store their answers", () => {
    let state = sessionReducer(empty(), memberRolesReceived([{ agency_uid: "7", agency_name: "Moon", role: 3 }]));
    state = sessionReducer(state, recommendEntryReceived({ entry: 1 }));
    expect(state.agencyMemberships).toEqual([{ agencyUid: "7", agencyName: "Moon", role: AgentRole.BROKER }]);
    expect(state.recommendAnchorEntry).toBe(true);
    expect(sessionReducer(state, recommendEntryReceived({ entry: 0 })).recommendAnchorEntry).toBe(false);
  });

  it("phoneInfoReceived sets and clears the bound phone", () => {
    const state = sessionReducer(empty(), phoneInfoReceived({ prefix: "+971", phone: "501234567" }));
    expect(state.phoneInfo).toEqual({ prefix: "+971", phone: "501234567" });
    expect(sessionReducer(state, phoneInfoReceived(null)).phoneInfo).toBeNull();
  });

  it("counts token errors and phone-auth requests from transport events, not abnormal ones", () => {
    let state = empty();
    state = sessionReducer(state, transportEventReceived({ type: "tokenError", error: tokenError }));
    state = sessionReducer(state, transportEventReceived({ type: "tokenError", error: tokenError }));
    state = sessionReducer(state, transportEventReceived({ type: "phoneAuthRequired", error: phoneAuthError }));
    state = sessionReducer(state, transportEventReceived({ type: "abnormal", error: businessError }));
    expect(state.tokenErrors).toBe(2);
    expect(state.phoneAuthRequests).toBe(1);
  });

  it("counts phone-auth successes and refresh failures", () => {
    let state = sessionReducer(empty(), phoneAuthSucceeded());
    state = sessionReducer(state, userInfoRefreshFailed(tokenError));
    expect(state.phoneAuthSuccesses).toBe(1);
    expect(state.refreshFailures).toBe(1);
  });
});

describe("loggedOut", () => {
  it("clears token, regions, user and every transfer permission flag (SPEC section 4)", () => {
    const state = sessionReducer(loaded(), loggedOut());
    expect(state.token).toBeNull();
    expect(state.regions).toEqual([]);
    expect(state.loginUser).toBeNull();
    expect(state.transferPermission).toBe(false);
    expect(state.transferInOut).toBe(false);
    expect(state.terminateAnchor).toBe(false);
    expect(state.relationTab).toBeNull();
  });

  it("clears permissions, identity, phone and the other flags, and keeps the counters", () => {
    const before = [phoneAuthSucceeded(), transportEventReceived({ type: "tokenError", error: tokenError })].reduce(sessionReducer, loaded());
    const state = sessionReducer(before, loggedOut());
    expect(state).toMatchObject({
      agencyPermissions: [],
      agentList: [],
      agencyMemberships: [],
      agentRole: AgentRole.NOT_AGENT,
      selfBigoId: "",
      bigoUid: "",
      unModifyBigoId: "",
      phoneInfo: null,
      recommendAnchorEntry: false,
      status: "anonymous",
      tokenErrors: 1,
      phoneAuthSuccesses: 1,
    });
  });
});
