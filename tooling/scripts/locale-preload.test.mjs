// @ts-check
import { describe, expect, it } from "vitest";
import { REST_POINTER, localeUrlsOf, minifyLocaleAssets, splitLocale, splitLocaleAssets } from "./locale-preload.mjs";

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

describe("splitLocale", () => {
  const tree = {
    app: { name: "Agent Portal" },
    welcome: { description: "Your day", title: "Home" },
    errors: { network: "Offline", api: { "/agent/user/login": { 10001: "Wrong password" }, "/a.b/c": { 1: "x" }, "/other": { 2: "y" } } },
    broadcaster: { list: { title: "Broadcasters" } },
  };

  it("puts every key under a boot path in the boot part and the others in the rest, both nested as before", () => {
    const parts = splitLocale(tree, ["app", "welcome.description", "errors.network", ["errors", "api", "/agent/user/login"], ["errors", "api", "/a.b/c"]]);
    expect(parts.boot).toEqual({
      app: { name: "Agent Portal" },
      welcome: { description: "Your day" },
      errors: { network: "Offline", api: { "/agent/user/login": { 10001: "Wrong password" }, "/a.b/c": { 1: "x" } } },
    });
    expect(parts.rest).toEqual({ welcome: { title: "Home" }, errors: { api: { "/other": { 2: "y" } } }, broadcaster: { list: { title: "Broadcasters" } } });
  });

  it("loses no key and repeats none", () => {
    const parts = splitLocale(tree, ["app", "errors.api"]);
    const keys = (node, at = "") => Object.entries(node).flatMap(([key, value]) => (typeof value === "object" ? keys(value, `${at}${key}.`) : [`${at}${key}`]));
    expect([...keys(parts.boot), ...keys(parts.rest)].sort()).toEqual(keys(tree).sort());
  });
});

describe("splitLocaleAssets", () => {
  it("keeps the boot part in each locale asset, pointing at its rest, emitted beside it with a hash of its content", () => {
    const source = JSON.stringify({ login: { title: "Log in" }, payment: { title: "Payment" } });
    const bundle = {
      "assets/en-AAAAAAAA-s.json": { type: "asset", fileName: "assets/en-AAAAAAAA-s.json", originalFileNames: ["/repo/packages/i18n/locales/en.json"], source },
      "assets/data-DDDDDDDD.json": { type: "asset", fileName: "assets/data-DDDDDDDD.json", originalFileNames: ["/repo/apps/portal/src/data.json"], source: "{}" },
    };
    /** @type {[string, string][]} */
    const emitted = [];
    splitLocaleAssets(bundle, ["login"], (fileName, text) => emitted.push([fileName, text]));
    expect(emitted).toHaveLength(1);
    const [fileName, rest] = emitted[0] ?? ["", ""];
    expect(JSON.parse(rest)).toEqual({ payment: { title: "Payment" } });
    expect(fileName).toMatch(/^assets\/en-rest-[\w-]{8}\.json$/);
    expect(JSON.parse(String(bundle["assets/en-AAAAAAAA-s.json"].source))).toEqual({ [REST_POINTER]: fileName.slice("assets/".length), login: { title: "Log in" } });
    expect(bundle["assets/data-DDDDDDDD.json"].source).toBe("{}");
  });
});
