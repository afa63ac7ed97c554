import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeFrame } from "#testing/fake-frame.ts";
import { HOST_MESSAGE_SOURCE, TOKEN_EXCHANGE_TIMEOUT_MS } from "./host-bridge.ts";
import { requestHostToken } from "./token-exchange.ts";

const HOST = "https://app.example.com";
const TOKEN = "tok_0123456789abcdef0123";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("requestHostToken (SPEC 9: iframe token exchange, 5 s)", () => {
  it("asks the parent with the host's exact origin as targetOrigin and resolves its token", async () => {
    const frame = createFakeFrame();
    const pending = requestHostToken({ view: frame.view, hostOrigin: HOST });
    expect(frame.sent).toHaveLength(1);
    const request = frame.sent[0];
    expect(request?.targetOrigin).toBe(HOST);
    expect(request?.data).toMatchObject({ source: "agent-portal-webview", type: "token-request" });
    frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "token-response", id: request?.data.id, token: TOKEN }, HOST);
    await expect(pending).resolves.toBe(TOKEN);
    expect(frame.listenerCount()).toBe(0);
  });

  it("gives up after exactly 5 s with null when the host stays silent", async () => {
    const frame = createFakeFrame();
    let settled: string | null | undefined;
    void requestHostToken({ view: frame.view, hostOrigin: HOST }).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(TOKEN_EXCHANGE_TIMEOUT_MS - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(frame.listenerCount()).toBe(0);
  });

  it("ignores answers from another origin, another window, another request or without the host's source", async () => {
    const frame = createFakeFrame();
    const pending = requestHostToken({ view: frame.view, hostOrigin: HOST });
    const id = frame.sent[0]?.data.id;
    frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "token-response", id, token: TOKEN }, "https://evil.example");
    frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "token-response", id, token: TOKEN }, "https://app.example.com.evil.example");
    frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "token-response", id, token: TOKEN }, HOST, { postMessage: () => undefined });
    frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "token-response", id: "other", token: TOKEN }, HOST);
    frame.deliver({ source: "someone", type: "token-response", id, token: TOKEN }, HOST);
    frame.deliver("token", HOST);
    await vi.advanceTimersByTimeAsync(TOKEN_EXCHANGE_TIMEOUT_MS);
    await expect(pending).resolves.toBeNull();
  });

  it("answers null for a host that has no token or sends something that is not one", async () => {
    for (const token of [null, "", "short", "has spaces in it 0123456789", 42, "x".repeat(4097)]) {
      const frame = createFakeFrame();
      const pending = requestHostToken({ view: frame.view, hostOrigin: HOST });
      frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "token-response", id: frame.sent[0]?.data.id, token }, HOST);
      await expect(pending).resolves.toBeNull();
    }
  });

  it("sends nothing outside a frame or without an exact host origin, and answers null at once", async () => {
    const standalone = createFakeFrame({ embedded: false });
    await expect(requestHostToken({ view: standalone.view, hostOrigin: HOST })).resolves.toBeNull();
    expect(standalone.sent).toEqual([]);
    for (const hostOrigin of ["*", "", "https://app.example.com/", "javascript:alert(1)", "app.example.com"]) {
      const frame = createFakeFrame();
      await expect(requestHostToken({ view: frame.view, hostOrigin })).resolves.toBeNull();
      expect(frame.sent).toEqual([]);
    }
  });

  it("uses a new request id each time", () => {
    const frame = createFakeFrame();
    void requestHostToken({ view: frame.view, hostOrigin: HOST });
    void requestHostToken({ view: frame.view, hostOrigin: HOST });
    const [first, second] = frame.sent;
    expect(first?.data.id).toMatch(/^[0-9a-f]{16}$/);
    expect(first?.data.id).not.toBe(second?.data.id);
  });
});
