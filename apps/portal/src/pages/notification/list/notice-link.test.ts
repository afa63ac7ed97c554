import { PROFILES, guardUserOf } from "@agent-portal/permissions/profiles";
import { describe, expect, it } from "vitest";
import { resolveNoticeLink } from "./notice-link.ts";

const owner = guardUserOf(PROFILES.agencySuperAdmin);
const manager = guardUserOf(PROFILES.agencyManager);

describe("resolveNoticeLink", () => {
  it("opens a screen the user may open, keeping its query", () => {
    expect(resolveNoticeLink("/agent/payment/action-log?page=2", owner, "standard")).toEqual({
      kind: "open",
      to: "/payment/action-log?page=2",
      titleKey: "route.PaymentActionLog",
    });
  });

  it("says a screen the user may no longer open is denied, with its title", () => {
    expect(resolveNoticeLink("/agent/payment/action-log", manager, "standard")).toEqual({ kind: "denied", titleKey: "route.PaymentActionLog" });
  });

  it("has nothing to follow without a link, and follows no unknown or outside path", () => {
    expect(resolveNoticeLink("", owner, "standard")).toEqual({ kind: "none" });
    expect(resolveNoticeLink("/agent/no-such-screen", owner, "standard")).toEqual({ kind: "gone" });
    expect(resolveNoticeLink("https://example.com/agent/payment", owner, "standard")).toEqual({ kind: "gone" });
    expect(resolveNoticeLink("/elsewhere", owner, "standard")).toEqual({ kind: "gone" });
  });
});
