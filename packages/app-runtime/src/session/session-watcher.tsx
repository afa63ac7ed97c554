import { abortUnwatchedQueries } from "@agent-portal/api-client/base-api";
import { PhoneAuthHost } from "@agent-portal/phone-auth/components/phone-auth-host";
import { defaultPhoneAuthController } from "@agent-portal/phone-auth/controller";
import type { GuardUser } from "@agent-portal/permissions/guard";
import { loadSession, selectGuardUser, selectLoginUser, selectToken, startSessionRefresh, startTokenRefresh } from "@agent-portal/session";
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useAppDispatch, useAppSelector, useAppStore } from "#store/hooks.ts";
import { useStoreKit } from "#store/store-kit-context.ts";

/** The unauthorized and re-login modals (Radix dialog), loaded the first time one must open. */
const SessionDialogs = lazy(() => import("#components/session-dialogs.tsx"));

/** Props of {@link SessionWatcher}. */
export interface SessionWatcherProps {
  /**
   * Ends the session from either modal's OK: the app goes to its login with `returnTo` (the
   * current URL) as `redirect` and logs out (the portal navigates, then clears the session; the
   * webview tells its host first). Called at most once per page.
   */
  readonly leave: (returnTo: string) => Promise<void>;
}

/**
 * Loads the session (user info, permissions, then the session calls; `loadSession`, SPEC section 4)
 * when phone verification is asked for and no user is loaded: the phone dialogs need the user's id.
 * Pages open to any logged-in user read nothing of the session (the webview lets them in from the
 * stored token), so their first load sends only their own calls. `loadSession` joins a load already
 * running.
 */
function useSessionLoadForPhoneAuth(): void {
  const store = useAppStore();
  const waiting = useSyncExternalStore(defaultPhoneAuthController.subscribe, defaultPhoneAuthController.isPending, defaultPhoneAuthController.isPending);
  useEffect(() => {
    if (!waiting) return;
    const state = store.getState();
    if (selectToken(state) !== null && selectGuardUser(state) === null) void store.dispatch(loadSession());
  }, [store, waiting]);
}

/**
 * Runs the guard again on the page shown (React Router's revalidation re-runs the matched routes'
 * loaders, where the guard is) when the guard's user changes after it was loaded: permissions taken
 * away by the guard's background revalidation or the 5-minute refresh then turn the page into
 * NotFound at once, rather than at the next navigation (issue 22).
 */
function useGuardAgainOnUserChange(): void {
  const guardUser = useAppSelector(selectGuardUser);
  const { revalidate } = useRevalidator();
  const last = useRef<GuardUser | null>(guardUser);
  useEffect(() => {
    const before = last.current;
    last.current = guardUser;
    // By value: the guard's own revalidation answers a new user object even when nothing changed,
    // and running the guard again for it would only ask again.
    if (before !== null && guardUser !== null && !sameGuardUser(before, guardUser)) void revalidate();
  }, [guardUser, revalidate]);
}

/** Whether two guard users decide the same way: role, status, whitelist and permission ids. */
function sameGuardUser(a: GuardUser, b: GuardUser): boolean {
  return (
    a.role === b.role &&
    a.status === b.status &&
    a.isWhite === b.isWhite &&
    a.permissions.length === b.permissions.length &&
    a.permissions.every((id, index) => id === b.permissions[index])
  );
}

/**
 * Reacts to the session while a logged-in layout is mounted, the same in both apps (SPEC sections
 * 4 and 8):
 * - the phone dialog (`PhoneAuthHost`), opened by the transport's one path (a call answered 40001
 *   waits on `defaultPhoneAuthController`), closed by a token error;
 * - the unauthorized modal on a token error and the re-login confirm on a failed user-info refresh
 *   (once per page life), from the store's session alerts (`createSessionAlerts`, driven by the
 *   session's events, so an event before this mounted still shows); their OK calls `leave` once
 *   (however many calls failed at once: one modal, one redirect, one logout);
 * - user info refreshed every 5 minutes while the page is visible (`startSessionRefresh`), the
 *   token refreshed 5 minutes before it expires (`startTokenRefresh`);
 * - a route change aborts the pending reads the left screen no longer watches (`abortUnwatchedQueries`);
 * - the session loaded when phone verification needs the user's id and none is loaded;
 * - the guard run again on the page shown when the user's permissions change (`useGuardAgainOnUserChange`).
 * The two modals (`SessionDialogs`, Radix dialog) load the first time one must open.
 */
export default function SessionWatcher({ leave }: SessionWatcherProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { alerts, events } = useStoreKit();
  const location = useLocation();
  const user = useAppSelector(selectLoginUser);
  const shown = useSyncExternalStore(alerts.subscribe, alerts.getSnapshot, alerts.getSnapshot);
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const lastLocation = useRef(location.key);

  useEffect(() => startTokenRefresh(store), [store]);
  useEffect(() => (user ? startSessionRefresh(dispatch) : undefined), [dispatch, user]);
  useSessionLoadForPhoneAuth();
  useGuardAgainOnUserChange();

  // Runs after the new screen's effects (it renders after the page), so its queries are watched already.
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    dispatch(abortUnwatchedQueries());
  }, [location.key, dispatch]);

  const goToLogin = () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    setLeaving(true);
    void leave(window.location.href);
  };

  // Once wanted, the dialogs stay mounted, so closing animates and reopening is instant.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((shown.unauthorized || shown.relogin) && !dialogsWanted) setDialogsWanted(true);

  return (
    <>
      <PhoneAuthHost events={events} />
      {dialogsWanted && (
        <Suspense fallback={null}>
          <SessionDialogs unauthorized={shown.unauthorized} relogin={shown.relogin} leaving={leaving} onGoToLogin={goToLogin} onDismissRelogin={alerts.dismissRelogin} />
        </Suspense>
      )}
    </>
  );
}
