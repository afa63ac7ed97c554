import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allRoutes, chainOf, routeTable } from "#route-table.ts";
import { pathOf } from "#route-path.ts";
import { WEBVIEW_PATH_PREFIXES, bundleOfPath, webviewRoutes } from "./open.ts";

const samples = { id: "7", uid: "900001", type: "core", code: "Ab3_x-9", "*": "no-such-page" };

describe("the bundle routing rule", () => {
  it("is the first segment of every top-level record the webview declares, and nothing else", () => {
    const mobileFirstSegments = routeTable.filter((route) => route.app === "mobile").map((route) => route.path.split("/")[0] ?? "");
    expect(new Set(WEBVIEW_PATH_PREFIXES)).toEqual(new Set(mobileFirstSegments));
  });

  it("sends every mobile route to the webview and every desktop route to the portal", () => {
    for (const route of allRoutes) {
      if (route.name === "NotFound" || route.name === "Main") continue;
      const app = chainOf(route.name).some((record) => record.app === "mobile") ? "mobile" : "desktop";
      const path = `/agent${pathOf(route.name, samples)}`;
      expect(bundleOfPath(path), `${route.name} ${path}`).toBe(app);
    }
  });

  it("reads paths with or without the base path, ignoring query, hash, case and trailing slashes", () => {
    expect(bundleOfPath("/agent/m")).toBe("mobile");
    expect(bundleOfPath("/agent/m/")).toBe("mobile");
    expect(bundleOfPath("/agent/M/transfer/1?x=1")).toBe("mobile");
    expect(bundleOfPath("/agent/apply-form#top")).toBe("mobile");
    expect(bundleOfPath("/apply-progress-mobile/12")).toBe("mobile");
    expect(bundleOfPath("/agent/apply-progress/12")).toBe("desktop");
    expect(bundleOfPath("/agent/mobile")).toBe("desktop");
    expect(bundleOfPath("/agent/login")).toBe("desktop");
    expect(bundleOfPath("/agent/")).toBe("desktop");
    expect(bundleOfPath("/agent")).toBe("desktop");
    expect(bundleOfPath("/agent/apply-formx")).toBe("desktop");
  });

  it("never sends a path whose first segment is not listed to the webview (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.stringMatching(/^(\/[a-z0-9-]{0,8}){0,3}$/), (first, rest) => {
        const expected = WEBVIEW_PATH_PREFIXES.includes(first) ? "mobile" : "desktop";
        expect(bundleOfPath(`/agent/${first}${rest}`)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the webview's own pages", () => {
  it("live under /m, are hidden from the menu and open to any logged-in user (the fallback login is public)", () => {
    for (const route of webviewRoutes) {
      expect(route.path === "m" || route.path.startsWith("m/")).toBe(true);
      expect(route.app).toBe("mobile");
      expect(route.hideInMenu).toBe(true);
      expect(route.permissions ?? []).toEqual([]);
      expect(route.access).toBe(route.name === "MobileLogin" ? "public" : undefined);
    }
  });

  it("builds the paths the desktop screens link to", () => {
    expect(pathOf("AnchorTransferConfirm", { id: "15" })).toBe("/m/transfer/15");
    expect(pathOf("AnchorCancelConfirm", { id: "3" })).toBe("/m/cancel/3");
    expect(pathOf("AnchorContractConfirm", { id: "s-9" })).toBe("/m/contract/s-9");
    expect(pathOf("AnchorInvite", { code: "Ab3_x-9" })).toBe("/m/invite/Ab3_x-9");
    expect(pathOf("SubAgentApply")).toBe("/m/sub-agent-apply");
    expect(pathOf("AnchorApplyAgency")).toBe("/m/apply-agency");
    expect(pathOf("ActivityInviteAccept", { code: "K7" })).toBe("/m/invite-activity/K7");
    expect(pathOf("AnchorPaymentDetails")).toBe("/m/payment");
    expect(pathOf("AnchorLiveData")).toBe("/m/live-data");
    expect(pathOf("Activity74338")).toBe("/m/activity/74338");
  });
});
