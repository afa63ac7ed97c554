import { describe, expect, it } from "vitest";
import { FILTERED } from "./scrub.ts";
import { TRACKING_ACTIVITY_ID, createTracker } from "./tracking.ts";

function recorder() {
  const sent: { url: string; body: unknown }[] = [];
  return { sent, send: (url: string, body: string) => (sent.push({ url, body: JSON.parse(body) as unknown }), true) };
}

describe("createTracker", () => {
  it("posts the event with activity id 66965, the page type, the page path and the props", () => {
    const { sent, send } = recorder();
    const tracker = createTracker({ url: "/sandbox/telemetry/track", send, pageType: () => 2, page: () => "/agent/login", now: () => 1_700_000_000_000 });
    const payload = tracker.track("page_view", { route: "Login" });
    expect(TRACKING_ACTIVITY_ID).toBe(66965);
    expect(sent).toEqual([
      {
        url: "/sandbox/telemetry/track",
        body: { event: "page_view", activity_id: 66965, page_type: 2, page: "/agent/login", ts: 1_700_000_000_000, props: { route: "Login" } },
      },
    ]);
    expect(payload?.page_type).toBe(2);
  });

  it("carries page type 1 on a desktop", () => {
    const { sent, send } = recorder();
    createTracker({ url: "/t", send, pageType: () => 1, page: () => "/agent/" }).track("page_view");
    expect(sent[0]?.body).toMatchObject({ activity_id: 66965, page_type: 1, props: {} });
  });

  it("sends nothing without an endpoint", () => {
    const { sent, send } = recorder();
    for (const url of [undefined, null, ""]) {
      const tracker = createTracker({ url, send });
      expect(tracker.enabled).toBe(false);
      expect(tracker.track("page_view")).toBeNull();
    }
    expect(sent).toEqual([]);
  });

  it("scrubs secret props and never throws when sending fails", () => {
    const { sent, send } = recorder();
    createTracker({ url: "/t", send, pageType: () => 1, page: () => "/" }).track("login_failed", { token: "abc", note: "redirect=/agent/pay" });
    expect(sent[0]?.body).toMatchObject({ props: { token: FILTERED, note: `redirect=${FILTERED}` } });
    const failing = createTracker({
      url: "/t",
      pageType: () => 1,
      page: () => "/",
      send: () => {
        throw new Error("offline");
      },
    });
    expect(failing.track("page_view")).toBeNull();
  });
});
