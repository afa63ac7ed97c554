import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadPageLocale } from "./locale-preload.ts";

const urls = { en: "/agent/assets/en-AAAAAAAA.json", ar: "/agent/assets/ar-BBBBBBBB.json", th: "/agent/assets/th-CCCCCCCC.json" };

/** A document whose head records what is appended (the test environment would fetch a real preload). */
function recordingDocument() {
  const appended: HTMLLinkElement[] = [];
  const head = { append: (node: HTMLLinkElement) => appended.push(node) };
  const page = { baseURI: "https://portal.example.com/agent/login", head, createElement: (tag: string) => document.createElement(tag) } as unknown as Document;
  return { page, appended };
}

let { page, appended } = recordingDocument();

afterEach(() => {
  vi.unstubAllGlobals();
  ({ page, appended } = recordingDocument());
  window.localStorage.clear();
});

const preloaded = () => appended.map((link) => ({ rel: link.rel, href: link.getAttribute("href"), as: link.getAttribute("as"), crossOrigin: link.crossOrigin }));

describe("preloadPageLocale (issue 26 item 5: preload the language the page will use)", () => {
  it("preloads the file of the lang query's language, as the fetch the i18n backend makes", () => {
    vi.stubGlobal("location", { search: "?lang=ar" });
    expect(preloadPageLocale(urls, page)).toBe(urls.ar);
    expect(preloaded()).toEqual([{ rel: "preload", href: urls.ar, as: "fetch", crossOrigin: "anonymous" }]);
  });

  it("preloads the stored language when the URL has none, and English for the pseudo-locale", () => {
    vi.stubGlobal("location", { search: "" });
    window.localStorage.setItem("lang", "th");
    expect(preloadPageLocale(urls, page)).toBe(urls.th);
    ({ page, appended } = recordingDocument());
    vi.stubGlobal("location", { search: "?lang=en-XA" });
    expect(preloadPageLocale(urls, page)).toBe(urls.en);
  });

  it("adds nothing for a language without a file", () => {
    vi.stubGlobal("location", { search: "?lang=de" });
    expect(preloadPageLocale(urls, page)).toBeNull();
    expect(preloaded()).toEqual([]);
  });
});
