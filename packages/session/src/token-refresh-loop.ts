/**
 * The proactive side of token refresh: a timer that refreshes the token
 * {@link TOKEN_REFRESH_LEAD_MS} before it expires, and adoption of a token another tab refreshed
 * (tabs share local storage, and a refresh revokes the old token on the server).
 */
import type { Unsubscribe } from "@reduxjs/toolkit";
import type { VisibilitySource } from "./refresh-loop.ts";
import type { SessionDispatch } from "./session-refresh.ts";
import type { SessionRootState } from "./session-slice.ts";
import { tokenRefreshed } from "./session-slice.ts";
import { parseStoredExpiry } from "./session-state.ts";
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS, defaultSessionStorage } from "./storage.ts";
import { TOKEN_REFRESH_LEAD_MS, refreshSessionToken } from "./token-refresh.ts";

/** Wait after a failed proactive refresh before trying again (while the token is still valid): 30 s. */
export const TOKEN_REFRESH_RETRY_MS = 30_000;

/** The longest delay `setTimeout` keeps (2³¹−1 ms, about 24.8 days); longer waits are re-armed. */
const MAX_TIMER_MS = 2_147_483_647;

/** The part of `window` the loop reads: storage events of other tabs. */
export interface StorageEventSource {
  addEventListener(type: "storage", listener: (event: StorageKeyEvent) => void): void;
  removeEventListener(type: "storage", listener: (event: StorageKeyEvent) => void): void;
}

/** The part of a `StorageEvent` the loop reads. */
export interface StorageKeyEvent {
  /** The key another tab changed; `null` when it cleared the whole storage. */
  readonly key: string | null;
}

/** The store {@link startTokenRefresh} runs against (any RTK store with the session reducer). */
export interface TokenRefreshStore {
  getState(): SessionRootState;
  dispatch: SessionDispatch;
  subscribe(listener: () => void): Unsubscribe;
}

/** Options of {@link startTokenRefresh}. */
export interface TokenRefreshOptions {
  /** How long before expiry to refresh, ms. Default {@link TOKEN_REFRESH_LEAD_MS}. */
  readonly leadMs?: number;
  /** The shared storage other tabs write the token to. Default: the browser's local storage. */
  readonly storage?: SafeStorage;
  /** Default `globalThis.document`: a page becoming visible re-checks the timer (hidden tabs run timers late). */
  readonly document?: VisibilitySource | null;
  /** Default `globalThis.window`: its `storage` events tell when another tab refreshed. */
  readonly window?: StorageEventSource | null;
}

/**
 * Keeps the session's token fresh while it runs:
 * - schedules {@link refreshSessionToken} at `tokenExpiresAt - leadMs` (at once when that moment
 *   has passed but the token has not expired; never for an expired token or an unknown expiry), and
 *   again for every new token; a failed refresh is tried again after {@link TOKEN_REFRESH_RETRY_MS};
 * - adopts a token another tab stored (`token` / `token_expires_at` storage events) while this tab
 *   holds one, with `tokenRefreshed`. A logout in another tab is not followed (this tab keeps its
 *   own session until it meets a token error).
 *
 * Returns `stop` (removes the timer and every listener). Timers are read from `globalThis` when
 * scheduling, so fake timers apply in tests.
 */
export function startTokenRefresh(store: TokenRefreshStore, options: TokenRefreshOptions = {}): () => void {
  const leadMs = options.leadMs ?? TOKEN_REFRESH_LEAD_MS;
  const storage = options.storage ?? defaultSessionStorage();
  const doc = options.document === undefined ? (typeof document === "undefined" ? null : document) : options.document;
  const win: StorageEventSource | null = options.window === undefined ? (typeof window === "undefined" ? null : window) : options.window;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let retryAfter = 0;
  let stopped = false;
  let seen: { token: string | null; expiresAt: number | null } = { token: null, expiresAt: null };

  const clear = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = (): void => {
    clear();
    const { token, tokenExpiresAt } = store.getState().session;
    if (stopped || token === null || tokenExpiresAt === null) return;
    const now = Date.now();
    if (tokenExpiresAt <= now) return;
    const due = Math.max(tokenExpiresAt - leadMs, retryAfter);
    timer = setTimeout(run, Math.min(Math.max(due - now, 0), MAX_TIMER_MS));
  };
  const run = (): void => {
    timer = null;
    const { token, tokenExpiresAt } = store.getState().session;
    if (token === null || tokenExpiresAt === null) return;
    if (Date.now() < Math.max(tokenExpiresAt - leadMs, retryAfter)) {
      schedule(); // a timer longer than setTimeout allows, re-armed
      return;
    }
    void store.dispatch(refreshSessionToken()).then((refreshed) => {
      if (stopped || refreshed) return;
      retryAfter = Date.now() + TOKEN_REFRESH_RETRY_MS;
      schedule();
    });
  };
  const onStoreChange = (): void => {
    const { token, tokenExpiresAt } = store.getState().session;
    if (token === seen.token && tokenExpiresAt === seen.expiresAt) return;
    seen = { token, expiresAt: tokenExpiresAt };
    retryAfter = 0;
    schedule();
  };
  const onVisibilityChange = (): void => {
    if (doc === null || doc.visibilityState === "visible") schedule();
  };
  const onStorage = (event: StorageKeyEvent): void => {
    if (event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.tokenExpiresAt) return;
    const stored = storage.getString(STORAGE_KEYS.token);
    const { token, tokenExpiresAt } = store.getState().session;
    if (stored === null || stored.trim() === "" || token === null) return;
    const expiresAt = parseStoredExpiry(storage.getString(STORAGE_KEYS.tokenExpiresAt));
    if (stored === token && expiresAt === tokenExpiresAt) return;
    store.dispatch(tokenRefreshed({ token: stored, expiresAt }));
  };

  const unsubscribe = store.subscribe(onStoreChange);
  doc?.addEventListener("visibilitychange", onVisibilityChange);
  win?.addEventListener("storage", onStorage);
  onStoreChange();
  return () => {
    stopped = true;
    clear();
    unsubscribe();
    doc?.removeEventListener("visibilitychange", onVisibilityChange);
    win?.removeEventListener("storage", onStorage);
  };
}
