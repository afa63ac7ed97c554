import { abortUnwatchedQueries } from "@agent-portal/api-client/base-api";
import { PhoneAuthHost } from "@agent-portal/phone-auth/components/phone-auth-host";
import { selectLoginUser, selectRefreshFailures, selectTokenErrors, startSessionRefresh, startTokenRefresh } from "@agent-portal/session";
import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useAppDispatch, useAppSelector, useAppStore } from "#app/hooks.ts";
import { useWebviewLogout } from "./use-webview-logout.ts";

/** The unauthorized and re-login dialogs (Radix dialog), loaded the first time one must open. */
const SessionDialogs = lazy(() => import("@agent-portal/app-runtime/components/session-dialogs"));

/** The session's token-error and refresh-failure counters (`selectTokenErrors`, `selectRefreshFailures`) at one moment. */
export interface SessionCounters {
  readonly tokenErrors: number;
  readonly refreshFailures: number;
}

/**
 * Reacts to the session while the mobile layout is mounted, as the portal's watcher does (SPEC
 * sections 4 and 8):
 * - the phone dialog on a call answered 40001 (`PhoneAuthHost`);
 * - a rise of the token-error counter: the unauthorized modal; confirming it logs out (host told,
 *   at most 5 s) and goes to the webview's login with the current URL as `redirect`;
 * - a failed user-info refresh: the re-login confirm, once per page life;
 * - user info refreshed every 5 minutes while visible; the token refreshed before it expires;
 * - a route change aborts the reads the left screen no longer watches.
 * The two modals (`SessionDialogs` of `@agent-portal/app-runtime`, Radix dialog) load the first
 * time one must open.
 *
 * `seen` holds the token-error and refresh-failure counters when the layout mounted (the watcher
 * itself loads after the first paint, so a rise between the two still opens its dialog).
 */
export function SessionWatcher({ seen }: { seen: SessionCounters }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useLocation();
  const user = useAppSelector(selectLoginUser);
  const tokenErrors = useAppSelector(selectTokenErrors);
  const refreshFailures = useAppSelector(selectRefreshFailures);
  const [seenTokenErrors] = useState(seen.tokenErrors);
  const [seenRefreshFailures, setSeenRefreshFailures] = useState(seen.refreshFailures);
  const [reloginDismissed, setReloginDismissed] = useState(false);
  const lastLocation = useRef(location.key);
  const { leaving, leave } = useWebviewLogout();

  useEffect(() => startTokenRefresh(store), [store]);
  useEffect(() => (user ? startSessionRefresh(dispatch) : undefined), [dispatch, user]);
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    dispatch(abortUnwatchedQueries());
  }, [location.key, dispatch]);

  const unauthorized = tokenErrors > seenTokenErrors;
  const relogin = !unauthorized && !reloginDismissed && refreshFailures > seenRefreshFailures;
  const goToLogin = () => void leave({ returnTo: window.location.href });

  // Once wanted, the dialogs stay mounted, so closing animates and reopening is instant.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((unauthorized || relogin) && !dialogsWanted) setDialogsWanted(true);

  return (
    <>
      <PhoneAuthHost />
      {dialogsWanted && (
        <Suspense fallback={null}>
          <SessionDialogs
            unauthorized={unauthorized}
            relogin={relogin}
            leaving={leaving}
            onGoToLogin={goToLogin}
            onDismissRelogin={() => {
              setReloginDismissed(true);
              setSeenRefreshFailures(refreshFailures);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
