/**
 * The country cache (SPEC section 3: "Country cache: country plus setTime, in local storage";
 * SPEC section 7: site backend `queryCountry` answers `data.country`, "cached for 1 hour").
 */
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS } from "./storage.ts";

/** How long a cached country stays valid: 1 hour, in milliseconds (SPEC section 9). */
export const COUNTRY_CACHE_TTL_MS = 3_600_000;

/** The stored shape: the country code and when it was stored (epoch milliseconds). */
export interface CountryCacheEntry {
  readonly country: string;
  readonly setTime: number;
}

function parseEntry(value: unknown): CountryCacheEntry | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("country" in value) || !("setTime" in value)) return null;
  const { country, setTime } = value;
  if (typeof country !== "string" || typeof setTime !== "number" || !Number.isFinite(setTime)) return null;
  return { country, setTime };
}

/**
 * The cached country when it was stored less than an hour before `now` (ms), else `null`.
 * An entry from the future (clock moved back) counts as expired.
 */
export function readCountryCache(storage: SafeStorage, now: number = Date.now()): string | null {
  const entry = storage.getJson(STORAGE_KEYS.countryCache, parseEntry);
  if (!entry) return null;
  const age = now - entry.setTime;
  return age >= 0 && age < COUNTRY_CACHE_TTL_MS ? entry.country : null;
}

/** Stores `country` with `setTime = now` (ms). */
export function writeCountryCache(storage: SafeStorage, country: string, now: number = Date.now()): void {
  storage.setJson(STORAGE_KEYS.countryCache, { country, setTime: now } satisfies CountryCacheEntry);
}

/**
 * The country from the cache, or from `load` (e.g. the site backend's `queryCountry`) when the
 * cache is empty or older than an hour; a loaded country is cached. `load` resolving `null` or
 * rejecting leaves the cache alone and resolves `null`.
 */
export async function getCachedCountry(storage: SafeStorage, load: () => Promise<string | null>, now: () => number = Date.now): Promise<string | null> {
  const cached = readCountryCache(storage, now());
  if (cached !== null) return cached;
  try {
    const country = await load();
    if (country !== null && country !== "") writeCountryCache(storage, country, now());
    return country === "" ? null : country;
  } catch {
    return null;
  }
}
