import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_SDK_CHANNEL, buildDeepLink, deepLinkScheme, readSdkChannel } from "./deep-link.ts";

const ORIGIN = "https://portal.example.com";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("deepLinkScheme (SPEC 9: the scheme of channel 60, else one with the channel id)", () => {
  it("is the base scheme for the default channel 60", () => {
    expect(DEFAULT_SDK_CHANNEL).toBe(60);
    expect(deepLinkScheme()).toBe("bigolive");
    expect(deepLinkScheme(60)).toBe("bigolive");
  });

  it("carries the channel id for any other channel", () => {
    expect(deepLinkScheme(61)).toBe("bigolive61");
    expect(deepLinkScheme(1, "partner")).toBe("partner1");
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }).filter((channel) => channel !== DEFAULT_SDK_CHANNEL),
        (channel) => {
          expect(deepLinkScheme(channel)).toBe(`bigolive${String(channel)}`);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("treats an invalid channel as 60 and refuses an invalid base", () => {
    for (const channel of [0, -1, 10_000, 1.5, Number.NaN]) expect(deepLinkScheme(channel)).toBe("bigolive");
    expect(() => deepLinkScheme(60, "bad scheme")).toThrow(RangeError);
    expect(() => deepLinkScheme(60, "1abc")).toThrow(RangeError);
  });
});

describe("buildDeepLink", () => {
  it("opens pages under the allowed host in the app's webview, encoded", () => {
    const url = `${ORIGIN}/agent/m/transfer/15?x=1&y=2`;
    expect(buildDeepLink({ kind: "webview", url }, { allowedOrigin: ORIGIN })).toBe(`bigolive://webview?url=${encodeURIComponent(url)}`);
    expect(buildDeepLink({ kind: "webview", url }, { allowedOrigin: ORIGIN, channel: 75 })).toBe(`bigolive75://webview?url=${encodeURIComponent(url)}`);
  });

  it.each(["https://evil.example/agent/", "//evil.example", "javascript:alert(1)", "https://portal.example.com.evil.example/", "http://portal.example.com/"])(
    "refuses a webview link outside the allowed host: %s",
    (url) => {
      expect(buildDeepLink({ kind: "webview", url }, { allowedOrigin: ORIGIN })).toBeNull();
    },
  );

  it("links to a profile or a chat by uid, refusing anything but digits", () => {
    expect(buildDeepLink({ kind: "profile", uid: "9000000000000000001" }, { allowedOrigin: ORIGIN })).toBe("bigolive://profile?uid=9000000000000000001");
    expect(buildDeepLink({ kind: "im", uid: "42" }, { allowedOrigin: ORIGIN, channel: 8 })).toBe("bigolive8://im?uid=42");
    expect(buildDeepLink({ kind: "im", uid: "42&x=1" }, { allowedOrigin: ORIGIN })).toBeNull();
    expect(buildDeepLink({ kind: "close" }, { allowedOrigin: ORIGIN })).toBe("bigolive://close");
  });
});

describe("readSdkChannel", () => {
  it("takes a valid sdk_channel from the query and keeps it for the session", () => {
    const storage = memoryStorage();
    expect(readSdkChannel("?sdk_channel=61", storage)).toBe(61);
    expect(storage.data.get("sdk_channel")).toBe("61");
    expect(readSdkChannel("", storage)).toBe(61);
  });

  it("falls back to 60 without a valid channel anywhere, and survives failing storage", () => {
    expect(readSdkChannel("?sdk_channel=abc", memoryStorage())).toBe(60);
    expect(readSdkChannel("?sdk_channel=0", memoryStorage({ sdk_channel: "x" }))).toBe(60);
    expect(readSdkChannel("", null)).toBe(60);
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(readSdkChannel("?sdk_channel=9", broken)).toBe(9);
    expect(readSdkChannel("", broken)).toBe(60);
  });
});
