/**
 * Local-storage keys of SPEC section 9 and a storage wrapper that never throws.
 *
 * Storage can be missing or hostile: privacy modes and sandboxed webviews throw on access,
 * quotas throw on write, other code may leave junk under our keys. Every read here is parsed and
 * validated by the caller's parser, every failure yields `null`, and when the browser storage
 * cannot be used at all the wrapper keeps values in memory for the life of the page.
 */

/**
 * The local-storage keys (SPEC section 9: "token, regions, device id, lang, last-send-time keys";
 * SPEC section 3: the country cache).
 *
 * `language` equals `LANGUAGE_STORAGE_KEY` of `@agent-portal/i18n`, which owns it; the string is
 * repeated here so the session does not depend on i18n (see README).
 */
export const STORAGE_KEYS = {
  /** The auth token, stored as the raw string. */
  token: "token",
  /**
   * When the stored token expires, milliseconds since the epoch as decimal text. Ours: SPEC 9 lists
   * the token's key only; its expiry travels with it so the proactive refresh survives a reload.
   */
  tokenExpiresAt: "token_expires_at",
  /** The regions of the logged-in account, JSON `Region[]`. */
  regions: "regions",
  /** The device id sent by main-API and C++-style calls, raw string. */
  deviceId: "device_id",
  /** The chosen page language code, raw string (owned by `@agent-portal/i18n`). */
  language: "lang",
  /** Prefix of the per-scene code-send time keys: `last_send_time_<scene>` (see {@link lastSendTimeKey}). */
  lastSendTimePrefix: "last_send_time_",
  /** The site-backend country, JSON `{ country, setTime }` (SPEC section 3). */
  countryCache: "country_cache",
} as const;

/** One of the fixed {@link STORAGE_KEYS} values. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The key holding the last code-send time of a verify-code scene (SPEC section 4: "The code-send
 * countdown persists across reloads"), e.g. `last_send_time_2` for BIND_PHONE. Phone-auth stores a
 * millisecond timestamp under it.
 */
export function lastSendTimeKey(scene: string | number): string {
  return `${STORAGE_KEYS.lastSendTimePrefix}${scene}`;
}

/** The part of the Web Storage API this package uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A parser turning an untrusted stored value into `T`, or `null` when it is not a valid `T`. */
export type StoredValueParser<T> = (value: unknown) => T | null;

/** A {@link KeyValueStorage} wrapper whose methods never throw. */
export interface SafeStorage {
  /** The raw string under `key`, or `null`. */
  getString(key: string): string | null;
  /** Stores a raw string. */
  setString(key: string, value: string): void;
  /** Parses the JSON under `key` and validates it with `parse`; `null` when absent, not JSON or invalid. */
  getJson<T>(key: string, parse: StoredValueParser<T>): T | null;
  /** Stores `value` as JSON. */
  setJson(key: string, value: unknown): void;
  /** Removes `key`. */
  remove(key: string): void;
}

/** An in-memory {@link KeyValueStorage}: tests, and the fallback when the browser's cannot be used. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

/** `localStorage` when present and usable, else `null` (probing it may throw a SecurityError). */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = globalThis.localStorage as KeyValueStorage | undefined;
    if (!storage) return null;
    const probe = "__agent_portal_probe__";
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/**
 * Wraps a storage so no call throws. Writes that fail (quota, blocked) are kept in a memory layer
 * so the page still sees its own values; reads that fail return `null`. With `backend` `null`
 * everything lives in memory.
 */
export function createSafeStorage(backend: KeyValueStorage | null): SafeStorage {
  const memory = createMemoryStorage();
  const getString = (key: string): string | null => {
    const fromMemory = memory.getItem(key);
    if (fromMemory !== null) return fromMemory;
    try {
      return backend?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const setString = (key: string, value: string): void => {
    try {
      if (backend) {
        backend.setItem(key, value);
        memory.removeItem(key);
        return;
      }
    } catch {
      // Quota or blocked storage: keep the value for this page only.
    }
    memory.setItem(key, value);
  };
  return {
    getString,
    setString,
    getJson<T>(key: string, parse: StoredValueParser<T>): T | null {
      const raw = getString(key);
      if (raw === null) return null;
      try {
        return parse(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    setJson(key: string, value: unknown): void {
      setString(key, JSON.stringify(value));
    },
    remove(key: string): void {
      memory.removeItem(key);
      try {
        backend?.removeItem(key);
      } catch {
        // Blocked storage: nothing stored there to remove.
      }
    },
  };
}

let defaultStorage: SafeStorage | undefined;

/** The shared safe wrapper over the browser's `localStorage` (memory-only where it is unusable). */
export function defaultSessionStorage(): SafeStorage {
  defaultStorage ??= createSafeStorage(browserStorage());
  return defaultStorage;
}

/**
 * The token held in `storage` (SPEC section 9, key `token`): the stored string, or `null` when it
 * is missing, blank or `storage` is absent. The session's initial state reads it this way, and so
 * can code that must know before the store exists (the webview's guard for pages open to any user).
 */
export function readStoredToken(storage: SafeStorage | null | undefined): string | null {
  const stored = storage?.getString(STORAGE_KEYS.token) ?? null;
  return stored !== null && stored.trim() !== "" ? stored : null;
}
