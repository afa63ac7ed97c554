import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundleOfPath } from "@agent-portal/permissions/routes/open";
import { matchPathname } from "@agent-portal/permissions/route-match";
import { resolveImTarget } from "./im-route.ts";
import { inviteCodeOf, parseInviteCode } from "./invite-code.ts";

describe("resolveImTarget (im-determine-route/{id})", () => {
  it.each([
    ["transfer-15", "/m/transfer/15", "AnchorTransferConfirm"],
    ["cancel-7", "/m/cancel/7", "AnchorCancelConfirm"],
    ["contract-s.9", "/m/contract/s.9", "AnchorContractConfirm"],
    ["invite-31", "/m/invite/i.31", "AnchorInvite"],
    ["link-Ab3_x-9", "/m/invite/Ab3_x-9", "AnchorInvite"],
    ["activity-K7Q2", "/m/invite-activity/K7Q2", "ActivityInviteAccept"],
    ["apply-12", "/apply-process?apply_id=12", "ApplyProcess"],
    ["subagent-4", "/apply-progress-mobile/4", "ApplyProgressMobile"],
    ["proxy-4", "/m/sub-agent-apply", "SubAgentApply"],
    ["kyc-1", "/apply-certify", "AgentCertifyForm"],
  ])("sends %s to the webview page %s (%s)", (id, path, name) => {
    const target = resolveImTarget(id);
    expect(target).toEqual({ path, app: "mobile" });
    expect(matchPathname(path.split("?")[0] ?? "").route.name).toBe(name);
    expect(bundleOfPath(path)).toBe("mobile");
  });

  it("sends a recruit target to the desktop portal", () => {
    expect(resolveImTarget("recruit-88")).toEqual({ path: "/broadcaster/recruit/progress/88", app: "desktop" });
    expect(bundleOfPath("/broadcaster/recruit/progress/88")).toBe("desktop");
  });

  it.each(["", "transfer", "transfer-", "-15", "unknown-1", "Transfer-1", "transfer-1/2", "transfer-a b", "transfer-%2e%2e", `transfer-${"9".repeat(65)}`])("refuses %j", (id) => {
    expect(resolveImTarget(id)).toBeNull();
  });

  it("always answers a path inside the app, never another origin (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (id) => {
        const target = resolveImTarget(id);
        if (target === null) return;
        expect(target.path.startsWith("/")).toBe(true);
        expect(target.path.startsWith("//")).toBe(false);
        expect(target.path).not.toMatch(/[\\\s]/);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("invite codes", () => {
  it("round-trips invitations and links, and never confuses them", () => {
    expect(parseInviteCode(inviteCodeOf({ inviteId: "31" }))).toEqual({ inviteId: "31" });
    expect(parseInviteCode(inviteCodeOf({ linkCode: "Ab3_x-9" }))).toEqual({ linkCode: "Ab3_x-9" });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{4,64}$/), (linkCode) => {
        expect(parseInviteCode(inviteCodeOf({ linkCode }))).toEqual({ linkCode });
      }),
    );
  });

  it.each(["", "abc", "i.", "i.a b", "has.dot", "x".repeat(65)])("refuses %j", (code) => {
    expect(parseInviteCode(code)).toBeNull();
  });
});
