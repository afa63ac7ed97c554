import { describe, expect, it, vi } from "vitest";
import { COUNTRY_CACHE_TTL_MS, getCachedCountry, readCountryCache, writeCountryCache } from "./country-cache.ts";
import { createMemoryStorage, createSafeStorage } from "./storage.ts";

const T0 = 1_700_000_000_000;

describe("country cache", () => {
  it("stores { country, setTime } under country_cache", () => {
    const backend = createMemoryStorage();
    writeCountryCache(createSafeStorage(backend), "ID", T0);
    expect(JSON.parse(backend.getItem("country_cache") ?? "null")).toEqual({ country: "ID", setTime: T0 });
  });

  it("is valid for one hour and no longer", () => {
    expect(COUNTRY_CACHE_TTL_MS).toBe(60 * 60 * 1000);
    const storage = createSafeStorage(createMemoryStorage());
    writeCountryCache(storage, "SA", T0);
    expect(readCountryCache(storage, T0 + COUNTRY_CACHE_TTL_MS - 1)).toBe("SA");
    expect(readCountryCache(storage, T0 + COUNTRY_CACHE_TTL_MS)).toBeNull();
    expect(readCountryCache(storage, T0 - 1)).toBeNull();
  });

  it("ignores junk under the key", () => {
    const storage = createSafeStorage(createMemoryStorage({ country_cache: '{"country":1,"setTime":"x"}' }));
    expect(readCountryCache(storage, T0)).toBeNull();
  });
});

describe("getCachedCountry", () => {
  it("loads once, then answers from the cache within the hour", async () => {
    const storage = createSafeStorage(createMemoryStorage());
    const load = vi.fn(() => Promise.resolve("PK"));
    let now = T0;
    expect(await getCachedCountry(storage, load, () => now)).toBe("PK");
    now = T0 + 30 * 60 * 1000;
    expect(await getCachedCountry(storage, load, () => now)).toBe("PK");
    expect(load).toHaveBeenCalledTimes(1);
    now = T0 + COUNTRY_CACHE_TTL_MS;
    expect(await getCachedCountry(storage, load, () => now)).toBe("PK");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("resolves null and caches nothing when loading fails", async () => {
    const storage = createSafeStorage(createMemoryStorage());
    expect(
      await getCachedCountry(
        storage,
        () => Promise.reject(new Error("offline")),
        () => T0,
      ),
    ).toBeNull();
    expect(storage.getString("country_cache")).toBeNull();
  });
});
