import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeFrame } from "#testing/fake-frame.ts";
import { HOST_MESSAGE_SOURCE, LOGOUT_TIMEOUT_MS } from "./host-bridge.ts";
import { notifyHostLogout } from "./host-logout.ts";

const HOST = "https://app.example.com";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("notifyHostLogout (SPEC 9: logout timeout 5 s)", () => {
  it("tells the host and resolves once it acknowledges", async () => {
    const frame = createFakeFrame({
      onPost: (message, self) => {
        self.deliver({ source: HOST_MESSAGE_SOURCE, type: "logout-ack", id: message.data.id }, HOST);
      },
    });
    await expect(notifyHostLogout({ view: frame.view, hostOrigin: HOST })).resolves.toBe("acknowledged");
    expect(frame.sent[0]).toMatchObject({ targetOrigin: HOST, data: { type: "logout", source: "agent-portal-webview" } });
  });

  it("stops waiting after 5 s", async () => {
    const frame = createFakeFrame();
    let outcome: string | undefined;
    void notifyHostLogout({ view: frame.view, hostOrigin: HOST }).then((value) => {
      outcome = value;
    });
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    frame.deliver({ source: HOST_MESSAGE_SOURCE, type: "logout-ack", id: frame.sent[0]?.data.id }, "https://evil.example");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("timeout");
    expect(frame.listenerCount()).toBe(0);
  });

  it("is standalone outside a frame (nothing sent, no wait)", async () => {
    const frame = createFakeFrame({ embedded: false });
    await expect(notifyHostLogout({ view: frame.view, hostOrigin: HOST })).resolves.toBe("standalone");
    expect(frame.sent).toEqual([]);
  });
});
