import { defaultPhoneAuthController } from "@agent-portal/phone-auth/controller";
import { loadSession, selectGuardUser, selectPhoneAuthRequests, selectToken } from "@agent-portal/session";
import { useEffect, useSyncExternalStore } from "react";
import { useAppSelector, useAppStore } from "#app/hooks.ts";
import { SessionWatcher } from "./session-watcher.tsx";
import type { SessionCounters } from "./session-watcher.tsx";

/**
 * Loads the session (user info, permissions, then the five session calls; `loadSession`, SPEC
 * section 4) when phone verification is asked for (a call answered 40001: the phone dialogs need
 * the user's id) and no user is loaded. Pages open to any logged-in user read nothing of the
 * session (the guard allows them from the token, `guard-session.ts`), so their first load sends
 * only their own calls; a page that needs the session has the guard load it when it is opened.
 * `loadSession` joins a load already running.
 */
function useSessionLoadOnDemand(): void {
  const store = useAppStore();
  const requests = useAppSelector(selectPhoneAuthRequests);
  const waiting = useSyncExternalStore(defaultPhoneAuthController.subscribe, defaultPhoneAuthController.isPending, defaultPhoneAuthController.isPending);
  useEffect(() => {
    if (requests === 0 && !waiting) return;
    const state = store.getState();
    if (selectToken(state) !== null && selectGuardUser(state) === null) void store.dispatch(loadSession());
  }, [store, requests, waiting]);
}

/**
 * The mobile layout's invisible part, mounted in the store's Provider after its first paint
 * (issue 9 Lighthouse target): the session watcher (token refresh, the 5-minute user refresh once
 * a user is loaded, the phone flow on 40001, and the unauthorized and re-login modals, whose Radix
 * dialog loads only when one must open), and the session load when phone verification needs it.
 */
export default function LayoutServices({ seen }: { seen: SessionCounters }) {
  useSessionLoadOnDemand();
  return <SessionWatcher seen={seen} />;
}
