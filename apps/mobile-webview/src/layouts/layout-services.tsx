import { loadSession, selectGuardUser, selectToken } from "@agent-portal/session";
import { useEffect } from "react";
import { useAppStore } from "#app/hooks.ts";
import { SessionWatcher } from "./session-watcher.tsx";
import type { SessionCounters } from "./session-watcher.tsx";

/**
 * Loads the session (user info, permissions, then the five session calls; `loadSession`, SPEC
 * section 4), once the main thread is idle, when a token is held and no user is loaded: the guard lets pages open to any
 * logged-in user render without it (`guard-session.ts`, the guard's shortcut). Once per layout
 * life; `loadSession` joins a load already running.
 */
function useSessionLoad(): void {
  const store = useAppStore();
  useEffect(
    () =>
      whenIdle(() => {
        const state = store.getState();
        if (selectToken(state) !== null && selectGuardUser(state) === null) void store.dispatch(loadSession());
      }),
    [store],
  );
}

/** The longest wait for an idle moment before the session load starts anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` when the main thread is idle (`requestIdleCallback`, at most 2 s later; a
 * plain task where the browser has no idle callbacks, as Safari), so the session's seven answers
 * are handled apart from the page's own first calls and renders instead of lengthening them.
 * Answers a cancel function.
 */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/**
 * The mobile layout's invisible part, mounted in the store's Provider after its first paint
 * (issue 9 Lighthouse target): the session load when the guard did not load it, and the session
 * watcher (session and token refresh, the phone flow on 40001, and the unauthorized and re-login
 * modals, whose Radix dialog loads only when one must open).
 */
export default function LayoutServices({ seen }: { seen: SessionCounters }) {
  useSessionLoad();
  return <SessionWatcher seen={seen} />;
}
