import { describe, expect, it } from "vitest";
import type { KeyValueStorage } from "./storage.ts";
import { STORAGE_KEYS, browserStorage, createMemoryStorage, createSafeStorage, lastSendTimeKey, readStoredToken } from "./storage.ts";

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

describe("STORAGE_KEYS", () => {
  it("uses the keys of SPEC section 9", () => {
    expect(STORAGE_KEYS).toEqual({
      token: "token",
      tokenExpiresAt: "token_expires_at",
      regions: "regions",
      deviceId: "device_id",
      language: "lang",
      lastSendTimePrefix: "last_send_time_",
      countryCache: "country_cache",
    });
  });

  it("builds the last-send-time key of a scene", () => {
    expect(lastSendTimeKey(2)).toBe("last_send_time_2");
    expect(lastSendTimeKey("bind")).toBe("last_send_time_bind");
  });
});

describe("createSafeStorage", () => {
  it("round-trips strings and JSON through the backend", () => {
    const backend = createMemoryStorage();
    const storage = createSafeStorage(backend);
    storage.setString("token", "abc");
    storage.setJson("regions", [{ id: 1 }]);
    expect(backend.getItem("token")).toBe("abc");
    expect(backend.getItem("regions")).toBe('[{"id":1}]');
    expect(storage.getJson("regions", (value) => (Array.isArray(value) ? value : null))).toEqual([{ id: 1 }]);
    storage.remove("token");
    expect(backend.getItem("token")).toBeNull();
  });

  it("returns null for JSON that does not parse or does not validate", () => {
    const storage = createSafeStorage(createMemoryStorage({ broken: "{not json", wrong: '"text"' }));
    const asArray = (value: unknown) => (Array.isArray(value) ? value : null);
    expect(storage.getJson("broken", asArray)).toBeNull();
    expect(storage.getJson("wrong", asArray)).toBeNull();
    expect(storage.getJson("absent", asArray)).toBeNull();
  });

  it("never throws when the backend throws, and keeps values for the page", () => {
    const storage = createSafeStorage(throwing);
    expect(() => {
      storage.setString("token", "abc");
    }).not.toThrow();
    expect(storage.getString("token")).toBe("abc");
    expect(() => {
      storage.remove("token");
    }).not.toThrow();
    expect(storage.getString("token")).toBeNull();
    expect(storage.getString("other")).toBeNull();
  });

  it("works in memory without any backend", () => {
    const storage = createSafeStorage(null);
    storage.setJson("regions", []);
    expect(storage.getJson("regions", (value) => (Array.isArray(value) ? value : null))).toEqual([]);
  });

  it("lets a later successful write replace a value kept in memory", () => {
    let fail = true;
    const backend = createMemoryStorage();
    const flaky: KeyValueStorage = {
      getItem: (key) => backend.getItem(key),
      setItem: (key, value) => {
        if (fail) throw new Error("QuotaExceededError");
        backend.setItem(key, value);
      },
      removeItem: (key) => {
        backend.removeItem(key);
      },
    };
    const storage = createSafeStorage(flaky);
    storage.setString("token", "first");
    fail = false;
    storage.setString("token", "second");
    expect(storage.getString("token")).toBe("second");
    expect(backend.getItem("token")).toBe("second");
  });
});

describe("browserStorage", () => {
  it("returns the usable localStorage", () => {
    expect(browserStorage()).toBe(globalThis.localStorage);
  });
});

describe("readStoredToken", () => {
  it("answers the stored token, and null when it is missing, blank, unreadable or there is no storage", () => {
    expect(readStoredToken(createSafeStorage(createMemoryStorage({ token: "t-123" })))).toBe("t-123");
    expect(readStoredToken(createSafeStorage(createMemoryStorage({})))).toBeNull();
    expect(readStoredToken(createSafeStorage(createMemoryStorage({ token: "   " })))).toBeNull();
    expect(readStoredToken(createSafeStorage(throwing))).toBeNull();
    expect(readStoredToken(null)).toBeNull();
  });
});
