import { afterEach, describe, expect, it } from "vitest";
import { callEndpoint, resetApiClientConfig } from "@agent-portal/api-client/transport";
import { getUserInfo, getVerifyCode } from "@agent-portal/api-client/contract/main";
import { GetRecomAnchorEntry } from "@agent-portal/api-client/contract/live-agent-front";
import { loggedIn } from "./session-slice.ts";
import { createTestLoginUser } from "./test-support.ts";
import { createTestSessionStore } from "./test-store.ts";

afterEach(() => {
  resetApiClientConfig();
});

describe("sessionTransportHooks", () => {
  it("sends the session's current token, and cancels a call that needs one while logged out", async () => {
    const { store, requests, events } = createTestSessionStore({ "main /agent/user/info": { code: 0, data: createTestLoginUser() } });
    const bare = await callEndpoint(getUserInfo, {});
    expect(!bare.ok && bare.error.kind).toBe("aborted");
    expect(requests).toHaveLength(0);
    expect(events).toHaveLength(0);
    store.dispatch(loggedIn({ token: "t-9" }));
    await callEndpoint(getUserInfo, {});
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get("Authorization")).toBe("Bearer t-9");
  });

  it("sends the calls declared without a session (login, its code) without a token", async () => {
    const { requests } = createTestSessionStore({ "main /agent/user/getVerifyCode": { code: 0, data: { expireSeconds: 300, resendAfterSeconds: 60 } } });
    const sent = await callEndpoint(getVerifyCode, { username: "agency.manager" });
    expect(sent.ok).toBe(true);
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
  });

  it("sends the stored device id and language on C++-style calls", async () => {
    const { requests } = createTestSessionStore(
      { "liveAgentFront /GetRecomAnchorEntry": { code: 1, data: { entry: 0 } } },
      { device_id: "device-abc-123", lang: "th", token: "t" },
    );
    await callEndpoint(GetRecomAnchorEntry, {});
    expect(requests[0]?.headers.get("X-Device-Id")).toBe("device-abc-123");
    expect(requests[0]?.headers.get("X-Client-Lang")).toBe("th");
    expect(requests[0]?.headers.get("X-App-Id")).toBe("60");
  });

  it("counts token errors and phone-auth requests from the transport", async () => {
    const { store, events } = createTestSessionStore({ "main /agent/user/info": { code: 40001 }, "liveAgentFront /GetRecomAnchorEntry": { code: 0, status: 401 } }, { token: "t" });
    await callEndpoint(getUserInfo, {});
    await callEndpoint(GetRecomAnchorEntry, {});
    expect(store.getState().session.phoneAuthRequests).toBe(1);
    expect(store.getState().session.tokenErrors).toBe(1);
    expect(events.map((event) => event.type)).toEqual(["phoneAuthRequired", "tokenError"]);
  });
});
