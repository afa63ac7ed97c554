import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApiClientConfig } from "@agent-portal/api-client/transport";
import type { VisibilitySource } from "./refresh-loop.ts";
import { loggedIn } from "./session-slice.ts";
import type { FakeAnswer, SeenRequest } from "./test-store.ts";
import { createTestSessionStore } from "./test-store.ts";
import { TOKEN_REFRESH_LEAD_MS } from "./token-refresh.ts";
import type { StorageKeyEvent } from "./token-refresh-loop.ts";
import { TOKEN_REFRESH_RETRY_MS, startTokenRefresh } from "./token-refresh-loop.ts";

const T0 = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});

/** Lets the fake backend answer (real macrotasks; the clock stands still). */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

afterEach(() => {
  vi.useRealTimers();
  resetApiClientConfig();
});

const refreshCalls = (requests: readonly SeenRequest[]) => requests.filter((request) => request.path === "/agent/account/refreshToken");

function fakeWindow() {
  const listeners = new Set<(event: StorageKeyEvent) => void>();
  return {
    addEventListener: (_type: "storage", listener: (event: StorageKeyEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: "storage", listener: (event: StorageKeyEvent) => void) => listeners.delete(listener),
    fire: (key: string | null) => {
      for (const listener of listeners) listener({ key });
    },
    size: () => listeners.size,
  };
}

function fakeDocument(state: DocumentVisibilityState = "visible") {
  let listener: (() => void) | null = null;
  const doc: VisibilitySource & { set(next: DocumentVisibilityState): void } = {
    get visibilityState() {
      return state;
    },
    addEventListener: (_type, next) => (listener = next),
    removeEventListener: () => (listener = null),
    set(next) {
      state = next;
      listener?.();
    },
  };
  return doc;
}

/** A logged-in store whose token expires in `expiresInMs`; refreshToken answers `answer`. */
function setup(expiresInMs: number, answer: FakeAnswer = { code: 0, data: { token: "fresh", expiresIn: 24 * 3600 } }) {
  const routes: Record<string, FakeAnswer> = { "main /agent/account/refreshToken": answer };
  const test = createTestSessionStore(routes, { token: "tok", token_expires_at: String(T0 + expiresInMs) });
  const win = fakeWindow();
  const doc = fakeDocument();
  const stop = startTokenRefresh(test.store, { storage: test.storage, window: win, document: doc });
  return { ...test, routes, win, doc, stop };
}

describe("startTokenRefresh", () => {
  it("refreshes 5 minutes before the token expires, not earlier, then schedules the new token", async () => {
    const { store, requests, stop } = setup(2 * HOUR);
    await vi.advanceTimersByTimeAsync(2 * HOUR - TOKEN_REFRESH_LEAD_MS - 1);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(store.getState().session.token).toBe("fresh");
    expect(refreshCalls(requests)).toHaveLength(1);
    expect(store.getState().session.tokenExpiresAt).toBe(T0 + 2 * HOUR - TOKEN_REFRESH_LEAD_MS + 24 * HOUR);
    await vi.advanceTimersByTimeAsync(23 * HOUR);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(2);
    stop();
  });

  it("refreshes at once when less than the lead time is left", async () => {
    const { requests, stop } = setup(60_000);
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(1);
    stop();
  });

  it("never tries to refresh an expired token, or one whose expiry is unknown", async () => {
    const expired = setup(-1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(refreshCalls(expired.requests)).toHaveLength(0);
    expired.stop();
    const unknown = createTestSessionStore({}, { token: "tok" });
    const stop = startTokenRefresh(unknown.store, { storage: unknown.storage, window: null, document: null });
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(unknown.requests).toHaveLength(0);
    stop();
  });

  it("tries a failed refresh again after 30 s while the token lasts", async () => {
    const { requests, stop } = setup(TOKEN_REFRESH_LEAD_MS, { code: 50000, status: 500 });
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_RETRY_MS - 1);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(2);
    stop();
  });

  it("schedules a new login's token", async () => {
    const { store, requests, stop } = setup(-1);
    store.dispatch(loggedIn({ token: "next", expiresIn: 600 }));
    await vi.advanceTimersByTimeAsync(300_000 - 1);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(1);
    stop();
  });

  it("re-checks when the page becomes visible (timers of hidden tabs run late)", async () => {
    const { requests, doc, stop } = setup(2 * HOUR);
    doc.set("hidden");
    // A throttled tab: the clock moves on while the timer has not fired yet.
    vi.setSystemTime(T0 + 2 * HOUR - 60_000);
    doc.set("visible");
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(refreshCalls(requests)).toHaveLength(1);
    stop();
  });

  it("adopts the token another tab refreshed, and ignores another tab's logout", () => {
    const { store, backend, win, stop } = setup(2 * HOUR);
    backend.setItem("token", "from-other-tab");
    backend.setItem("token_expires_at", String(T0 + 10 * HOUR));
    win.fire("token");
    expect(store.getState().session).toMatchObject({ token: "from-other-tab", tokenExpiresAt: T0 + 10 * HOUR });
    backend.removeItem("token");
    win.fire("token");
    expect(store.getState().session.token).toBe("from-other-tab");
    win.fire("regions");
    stop();
  });

  it("stops: no timer, no listeners", async () => {
    const { requests, win, stop } = setup(60_000);
    stop();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(refreshCalls(requests)).toHaveLength(0);
    expect(win.size()).toBe(0);
  });
});
