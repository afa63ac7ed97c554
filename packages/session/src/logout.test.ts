import { afterEach, describe, expect, it } from "vitest";
import { mainApi } from "@agent-portal/api-client/services/main";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import { AgentRole } from "@agent-portal/api-client/enums";
import { loadSession } from "./load-session.ts";
import { logout } from "./logout.ts";
import { phoneAuthSucceeded, phoneInfoReceived } from "./session-slice.ts";
import { createTestSessionStore } from "./test-store.ts";
import { createTestLoginUser, createTestRegions } from "./test-support.ts";

afterEach(() => {
  resetApiClientConfig();
});

async function loggedInStore() {
  const setup = createTestSessionStore(
    {
      "main /agent/user/info": { code: 0, data: createTestLoginUser() },
      "liveAgentService /GetPermissions": { code: 1, data: { permissions: [19] } },
      "main /agent/permission/getRegions": { code: 0, data: createTestRegions() },
      "manageAnchor /QryAnchorRelationChgTabVisible": { code: 1, data: { transfer: 1, cancel: 1 } },
      "unionOss /getAgencyMemberRole": { code: 0, data: { member_list: [] } },
      "liveAgentFront /GetRecomAnchorEntry": { code: 1, data: { entry: 1 } },
      "unionOss /getSelfInfo": { code: 0, data: { member_info: { uid: "1", bigo_id: "me", role: 1, nick_name: "n", agency_uid: "2" } } },
    },
    { token: "tok", device_id: "device-0001", lang: "id", last_send_time_2: "1700000000000" },
  );
  await setup.store.dispatch(loadSession());
  setup.store.dispatch(phoneInfoReceived({ prefix: "+62", phone: "8123" }));
  setup.store.dispatch(phoneAuthSucceeded());
  // A cached query, as a mounted screen would leave behind.
  await setup.store.dispatch(mainApi.endpoints.getUserInfo.initiate({}));
  return setup;
}

describe("logout", () => {
  it("clears token, regions and every transfer permission (SPEC section 4)", async () => {
    const { store, storage, backend } = await loggedInStore();
    expect(store.getState().session.transferPermission).toBe(true);
    expect(backend.getItem("regions")).not.toBeNull();

    store.dispatch(logout({ storage }));

    const session = store.getState().session;
    expect(session.token).toBeNull();
    expect(session.regions).toEqual([]);
    expect(session.transferPermission).toBe(false);
    expect(session.transferInOut).toBe(false);
    expect(session.terminateAnchor).toBe(false);
    expect(backend.getItem("token")).toBeNull();
    expect(backend.getItem("regions")).toBeNull();
  });

  it("clears the user, permissions, identity and flags, and keeps counters, device id, language and countdowns", async () => {
    const { store, storage, backend } = await loggedInStore();
    store.dispatch(logout({ storage }));
    expect(store.getState().session).toMatchObject({
      loginUser: null,
      agencyPermissions: [],
      agentRole: AgentRole.NOT_AGENT,
      selfBigoId: "",
      phoneInfo: null,
      recommendAnchorEntry: false,
      status: "anonymous",
      phoneAuthSuccesses: 1,
    });
    expect(backend.getItem("device_id")).toBe("device-0001");
    expect(backend.getItem("lang")).toBe("id");
    expect(backend.getItem("last_send_time_2")).toBe("1700000000000");
  });

  it("resets the RTK Query cache so no data of the previous user survives", async () => {
    const { store, storage } = await loggedInStore();
    expect(mainApi.endpoints.getUserInfo.select({})(store.getState()).data).toBeDefined();
    store.dispatch(logout({ storage }));
    expect(mainApi.endpoints.getUserInfo.select({})(store.getState()).data).toBeUndefined();
    expect(store.getState().api.queries).toEqual({});
  });
});
