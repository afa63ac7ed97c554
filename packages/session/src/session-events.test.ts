import { describe, expect, it } from "vitest";
import { loggedIn, loggedOut, sessionLoadStarted, userInfoRefreshFailed } from "./session-slice.ts";
import type { SessionEvent } from "./session-events.ts";
import { createTestSessionStore } from "./test-store.ts";
import { createTestTokenErrorReceived } from "./test-support.ts";

const refreshFailure = userInfoRefreshFailed({ kind: "network", url: "/agent/user/info", httpStatus: null, code: null, messageKeys: ["errors.network"], fallbackMessage: "" });

describe("startSessionEvents", () => {
  it("turns the session's actions into events, in order, and ignores the rest", () => {
    const { store, sessionEvents } = createTestSessionStore({});
    const seen: SessionEvent["type"][] = [];
    sessionEvents.subscribe((event) => seen.push(event.type));
    store.dispatch(loggedIn({ token: "t" }));
    store.dispatch(sessionLoadStarted());
    store.dispatch(createTestTokenErrorReceived());
    store.dispatch(refreshFailure);
    store.dispatch(loggedOut());
    expect(seen).toEqual(["started", "tokenError", "refreshFailed", "ended"]);
  });

  it("still counts what the specification counts (the counters stay in the state)", () => {
    const { store, sessionEvents } = createTestSessionStore({});
    let tokenErrors = 0;
    sessionEvents.subscribe((event) => {
      if (event.type === "tokenError") tokenErrors += 1;
    });
    store.dispatch(createTestTokenErrorReceived());
    store.dispatch(createTestTokenErrorReceived());
    expect(tokenErrors).toBe(2);
    expect(store.getState().session.tokenErrors).toBe(2);
  });

  it("stops delivering after unsubscribe, and a throwing listener does not starve the others", () => {
    const { store, sessionEvents } = createTestSessionStore({});
    const seen: string[] = [];
    const stop = sessionEvents.subscribe((event) => seen.push(`a:${event.type}`));
    sessionEvents.subscribe(() => {
      throw new Error("listener failed");
    });
    sessionEvents.subscribe((event) => seen.push(`c:${event.type}`));
    store.dispatch(refreshFailure);
    stop();
    store.dispatch(refreshFailure);
    expect(seen).toEqual(["a:refreshFailed", "c:refreshFailed", "c:refreshFailed"]);
  });
});
