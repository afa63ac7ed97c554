import { configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { describe, expect, it, vi } from "vitest";
import type { SessionStartListening } from "./persistence.ts";
import { startSessionPersistence } from "./persistence.ts";
import { loggedIn, loggedOut, phoneAuthSucceeded, regionsReceived, sessionReducer, tokenRefreshed } from "./session-slice.ts";
import { createInitialSessionState } from "./session-state.ts";
import { createMemoryStorage, createSafeStorage } from "./storage.ts";
import { createTestRegions } from "./test-support.ts";

function setup(initial: Record<string, string> = {}) {
  const backend = createMemoryStorage(initial);
  const storage = createSafeStorage(backend);
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer, other: (state: number = 0) => state },
    preloadedState: { session: createInitialSessionState(storage) },
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
  const stop = startSessionPersistence(listener.startListening as SessionStartListening, storage);
  return { backend, store, stop };
}

describe("startSessionPersistence", () => {
  it("writes the token on login and the regions when they arrive", () => {
    const { backend, store } = setup();
    store.dispatch(loggedIn({ token: "tok-1" }));
    expect(backend.getItem("token")).toBe("tok-1");
    store.dispatch(regionsReceived(createTestRegions()));
    expect(JSON.parse(backend.getItem("regions") ?? "null")).toEqual(createTestRegions());
  });

  it("removes token and regions on logout", () => {
    const { backend, store } = setup({ token: "old", regions: JSON.stringify(createTestRegions()) });
    expect(store.getState().session.token).toBe("old");
    store.dispatch(loggedOut());
    expect(backend.getItem("token")).toBeNull();
    expect(backend.getItem("regions")).toBeNull();
  });

  it("writes the token's expiry with it, and removes it on logout", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000 });
    const { backend, store } = setup();
    store.dispatch(loggedIn({ token: "tok-1", expiresIn: 60 }));
    expect(backend.getItem("token_expires_at")).toBe("61000");
    store.dispatch(tokenRefreshed({ token: "tok-2", expiresIn: 120 }));
    expect(backend.getItem("token")).toBe("tok-2");
    expect(backend.getItem("token_expires_at")).toBe("121000");
    store.dispatch(loggedOut());
    expect(backend.getItem("token_expires_at")).toBeNull();
    vi.useRealTimers();
  });

  it("hydrates the expiry with the token and ignores junk under token_expires_at", () => {
    expect(setup({ token: "t", token_expires_at: "1767225600000" }).store.getState().session.tokenExpiresAt).toBe(1_767_225_600_000);
    for (const junk of ["soon", "-5", "1e12", "", "0"]) {
      expect(setup({ token: "t", token_expires_at: junk }).store.getState().session.tokenExpiresAt).toBeNull();
    }
    expect(setup({ token_expires_at: "1767225600000" }).store.getState().session.tokenExpiresAt).toBeNull();
  });

  it("leaves storage alone for actions that change neither", () => {
    const { backend, store } = setup({ token: "kept" });
    backend.setItem("token", "changed elsewhere");
    store.dispatch(phoneAuthSucceeded());
    expect(backend.getItem("token")).toBe("changed elsewhere");
  });

  it("stops when asked", () => {
    const { backend, store, stop } = setup();
    stop();
    store.dispatch(loggedIn({ token: "tok-2" }));
    expect(backend.getItem("token")).toBeNull();
  });
});
