/**
 * The visitor's country, the default of every country picker (SPEC section 7: site backend
 * `queryCountry`, answer `data.country`; SPEC section 9: cached 1 hour, 15 s timeout).
 *
 * Asked once, when a screen first needs a default country (the bind-phone dialog, the webview's
 * apply forms, the desktop's broadcaster info form), then read from the `country_cache` entry
 * (`{ country, setTime }`) for an hour. A failure is silent: the picker starts empty and nothing is
 * shown or reported (the call raises no transport event, so a token error there opens no modal).
 */
import { queryCountry } from "@agent-portal/api-client/contract/site-backend";
import { callEndpoint } from "@agent-portal/api-client/transport";
import { useEffect, useState } from "react";
import { getCachedCountry, readCountryCache } from "./country-cache.ts";
import { defaultSessionStorage } from "./storage.ts";
import type { SafeStorage } from "./storage.ts";

/** The site backend's "unknown country" answer: no default then. */
const UNKNOWN_COUNTRY = "OTHER";

let inFlight: Promise<string | null> | null = null;

/** One queryCountry call: the ISO code, or `null` for a failure or an unknown country. */
async function askSiteBackend(): Promise<string | null> {
  const result = await callEndpoint(queryCountry, {}, { sessionHooks: false, reportEvents: false });
  if (!result.ok || result.data.country === UNKNOWN_COUNTRY) return null;
  return result.data.country;
}

/**
 * The visitor's ISO 3166-1 alpha-2 country: the cached one when stored less than an hour ago,
 * else one `queryCountry` call, cached on success. Concurrent callers share one call. Resolves
 * `null` when the call fails, times out (15 s) or answers an unknown country; never rejects.
 *
 * @param storage Where `country_cache` lives. Default: the browser's local storage.
 */
export function loadVisitorCountry(storage: SafeStorage = defaultSessionStorage()): Promise<string | null> {
  const cached = readCountryCache(storage);
  if (cached !== null) return Promise.resolve(cached);
  inFlight ??= getCachedCountry(storage, askSiteBackend).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The visitor's country for a picker's default: `null` until known (at once from a fresh cache),
 * then the ISO code; stays `null` when it cannot be known. Asks only while `enabled` (a dialog that
 * is not open asks nothing).
 *
 * @param enabled Whether the screen needs the default now. Default `true`.
 * @param storage Where `country_cache` lives. Default: the browser's local storage.
 */
export function useVisitorCountry(enabled = true, storage?: SafeStorage): string | null {
  const [country, setCountry] = useState<string | null>(() => (enabled ? readCountryCache(storage ?? defaultSessionStorage()) : null));
  useEffect(() => {
    if (!enabled || country !== null) return undefined;
    let live = true;
    void loadVisitorCountry(storage).then((loaded) => {
      if (live && loaded !== null) setCountry(loaded);
    });
    return () => {
      live = false;
    };
  }, [enabled, country, storage]);
  return country;
}

/** Forgets a call in flight (tests). */
export function resetVisitorCountry(): void {
  inFlight = null;
}
