import { afterEach, describe, expect, it, vi } from "vitest";
import { mainApi } from "@agent-portal/api-client/services/main";
import { familyIds } from "@agent-portal/api-client/families";
import { configureApiClient, resetApiClientConfig } from "@agent-portal/api-client/transport";
import { AgentRole } from "@agent-portal/api-client/enums";
import { loadSession } from "./load-session.ts";
import { endServerSession, LOGOUT_TIMEOUT_MS, logout } from "./logout.ts";
import { phoneAuthSucceeded, phoneInfoReceived } from "./session-slice.ts";
import { createTestSessionStore, fakeFamilyBaseUrl } from "./test-store.ts";
import type { FakeAnswer, SeenRequest } from "./test-store.ts";
import { createTestLoginUser, createTestRegions } from "./test-support.ts";

afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

async function loggedInStore(logoutAnswer: FakeAnswer = { code: 0, data: {} }) {
  const setup = createTestSessionStore(
    {
      "main /agent/user/info": { code: 0, data: createTestLoginUser() },
      "liveAgentService /GetPermissions": { code: 1, data: { permissions: [19] } },
      "main /agent/permission/getRegions": { code: 0, data: createTestRegions() },
      "manageAnchor /QryAnchorRelationChgTabVisible": { code: 1, data: { transfer: 1, cancel: 1 } },
      "unionOss /getAgencyMemberRole": { code: 0, data: { member_list: [] } },
      "liveAgentFront /GetRecomAnchorEntry": { code: 1, data: { entry: 1 } },
      "unionOss /getSelfInfo": { code: 0, data: { member_info: { uid: "1", bigo_id: "me", role: 1, nick_name: "n", agency_uid: "2" } } },
      "main /agent/user/logout": logoutAnswer,
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

describe("logout on the server (SPEC section 9: logout timeout 5 s)", () => {
  const logoutRequests = (requests: readonly SeenRequest[]) => requests.filter((r) => r.path === "/agent/user/logout");

  it("ends the session on the server with the token it cleared, after clearing local state", async () => {
    const { store, storage, requests } = await loggedInStore();
    store.dispatch(logout({ storage }));
    expect(store.getState().session.token).toBeNull();
    await vi.waitFor(() => {
      expect(logoutRequests(requests)).toHaveLength(1);
    });
    const [sent] = logoutRequests(requests);
    expect(sent?.method).toBe("POST");
    expect(sent?.headers.get("Authorization")).toBe("Bearer tok");
  });

  it("clears local state even when the server refuses, and raises no session event", async () => {
    const { store, storage, requests, events } = await loggedInStore({ code: 20003, msg: "Unauthorized" });
    const seenEvents = events.length;
    store.dispatch(logout({ storage }));
    expect(store.getState().session.token).toBeNull();
    await vi.waitFor(() => {
      expect(logoutRequests(requests)).toHaveLength(1);
    });
    expect(events).toHaveLength(seenEvents);
    expect(store.getState().session.tokenErrors).toBe(0);
  });

  it("gives up after 5 s when the server does not answer (the request is aborted), and never rejects", async () => {
    vi.useFakeTimers();
    const aborted: unknown[] = [];
    // A server that never answers: the request ends only when it is aborted.
    const silent: typeof fetch = (input, init) =>
      new Promise((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        signal?.addEventListener("abort", () => {
          aborted.push(signal.reason);
          reject(signal.reason as Error);
        });
      });
    configureApiClient({ fetch: silent, baseUrls: Object.fromEntries(familyIds.map((family) => [family, fakeFamilyBaseUrl(family)])) });
    let settled = false;
    const pending = endServerSession("tok").then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toBe(true);
    expect(aborted).toHaveLength(1);
  });

  it("does not call the server when there was no token", () => {
    const { store, storage, requests } = createTestSessionStore({});
    store.dispatch(logout({ storage }));
    expect(logoutRequests(requests)).toEqual([]);
  });
});
