// @ts-check
import { describe, expect, it } from "vitest";
import { localeUrlsOf } from "./locale-preload.mjs";

describe("localeUrlsOf", () => {
  it("maps each asset emitted from packages/i18n/locales/<code>.json to its URL, and nothing else", () => {
    const bundle = {
      "assets/ar-BBBBBBBB.json": { type: "asset", fileName: "assets/ar-BBBBBBBB.json", originalFileNames: ["/repo/packages/i18n/locales/ar.json"] },
      "assets/zh-Hant-CCCCCCCC.json": { type: "asset", fileName: "assets/zh-Hant-CCCCCCCC.json", originalFileNames: ["/repo/packages/i18n/locales/zh-Hant.json"] },
      "assets/data-DDDDDDDD.json": { type: "asset", fileName: "assets/data-DDDDDDDD.json", originalFileNames: ["/repo/apps/portal/src/data.json"] },
      "assets/initial-EEEEEEEE.js": { type: "chunk", fileName: "assets/initial-EEEEEEEE.js" },
    };
    expect(localeUrlsOf(bundle, "/agent/")).toEqual({ ar: "/agent/assets/ar-BBBBBBBB.json", "zh-Hant": "/agent/assets/zh-Hant-CCCCCCCC.json" });
  });
});
