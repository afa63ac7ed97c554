import { describe, expect, it } from "vitest";
import type { DeviceTraits } from "./page-type.ts";
import { PageType, TABLET_MAX_SHORT_SIDE, pageTypeOf } from "./page-type.ts";

const desktop: DeviceTraits = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  coarsePointer: false,
  maxTouchPoints: 0,
  screenWidth: 1920,
  screenHeight: 1080,
};

describe("pageTypeOf (SPEC 9: 2 for mobile or tablet, else 1)", () => {
  it("is 1 on a desktop browser", () => {
    expect(pageTypeOf(desktop)).toBe(PageType.Desktop);
  });

  it("is 2 for phone and tablet user agents", () => {
    const agents = [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/140.0 Safari/537.36",
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15",
      "Mozilla/5.0 (Linux; U; Android 4.0.3; KFTT Build/IML74K) AppleWebKit/537.36 Silk/3.68",
    ];
    for (const userAgent of agents) expect(pageTypeOf({ ...desktop, userAgent }), userAgent).toBe(PageType.MobileOrTablet);
  });

  it("is 2 for an iPad in desktop mode (Macintosh with touch points), 1 for a Mac", () => {
    const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15";
    expect(pageTypeOf({ ...desktop, userAgent: mac, maxTouchPoints: 5 })).toBe(PageType.MobileOrTablet);
    expect(pageTypeOf({ ...desktop, userAgent: mac, maxTouchPoints: 0 })).toBe(PageType.Desktop);
  });

  it("is 2 for a coarse pointer on a phone- or tablet-sized screen with an unknown user agent", () => {
    const webview = { ...desktop, userAgent: "ProviderApp/8.1 WebView", coarsePointer: true, maxTouchPoints: 5 };
    expect(pageTypeOf({ ...webview, screenWidth: 390, screenHeight: 844 })).toBe(PageType.MobileOrTablet);
    expect(pageTypeOf({ ...webview, screenWidth: 1366, screenHeight: TABLET_MAX_SHORT_SIDE })).toBe(PageType.MobileOrTablet);
  });

  it("stays 1 for a coarse pointer on a large screen and for a narrow desktop window", () => {
    expect(pageTypeOf({ ...desktop, coarsePointer: true, screenWidth: 2560, screenHeight: 1440 })).toBe(PageType.Desktop);
    expect(pageTypeOf({ ...desktop, screenWidth: 390, screenHeight: 844 })).toBe(PageType.Desktop);
  });
});
