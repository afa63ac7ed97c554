// @ts-check
import { describe, expect, it } from "vitest";
import { localeUrlsOf, minifyLocaleAssets } from "./locale-preload.mjs";

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

describe("minifyLocaleAssets", () => {
  it("writes each locale asset without whitespace, the same data, and leaves other assets as they are", () => {
    const indented = `{\n  "app": {\n    "name": "Agent Portal"\n  },\n  "a b": "x  y"\n}\n`;
    const other = `{\n  "keep": true\n}\n`;
    const bundle = {
      "assets/en-AAAAAAAA.json": { type: "asset", fileName: "assets/en-AAAAAAAA.json", originalFileNames: ["/repo/packages/i18n/locales/en.json"], source: indented },
      "assets/ar-BBBBBBBB.json": {
        type: "asset",
        fileName: "assets/ar-BBBBBBBB.json",
        originalFileNames: ["/repo/packages/i18n/locales/ar.json"],
        source: new TextEncoder().encode(indented),
      },
      "assets/data-DDDDDDDD.json": { type: "asset", fileName: "assets/data-DDDDDDDD.json", originalFileNames: ["/repo/apps/portal/src/data.json"], source: other },
    };
    minifyLocaleAssets(bundle);
    expect(bundle["assets/en-AAAAAAAA.json"].source).toBe('{"app":{"name":"Agent Portal"},"a b":"x  y"}');
    expect(bundle["assets/ar-BBBBBBBB.json"].source).toBe('{"app":{"name":"Agent Portal"},"a b":"x  y"}');
    expect(bundle["assets/data-DDDDDDDD.json"].source).toBe(other);
  });
});
