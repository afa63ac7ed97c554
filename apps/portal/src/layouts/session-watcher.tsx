import { abortUnwatchedQueries } from "@agent-portal/api-client/base-api";
import SessionDialogs from "@agent-portal/app-runtime/components/session-dialogs";
import { PhoneAuthHost } from "@agent-portal/phone-auth/components/phone-auth-host";
import { logout, selectRefreshFailures, selectTokenErrors, startTokenRefresh } from "@agent-portal/session";
import { useEffect, useRef, useState } from "react";
import { useStore } from "react-redux";
import { useLocation, useNavigate } from "react-router";
import { loginPathFor } from "../app/guard-loader.ts";
import { useAppDispatch, useAppSelector } from "../app/hooks.ts";
import type { AppStore } from "../app/store.ts";

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Reacts to the session while the main layout is mounted (SPEC sections 4 and 8, issue 8):
 * - a rise of the phone-auth counter (a call answered 40001) opens the phone dialog
 *   (`PhoneAuthHost`: validate, bind on 502, warning otherwise); the call waits and is retried
 *   after a successful verification;
 * - a rise of the token-error counter closes the phone dialog (the host does) and shows the
 *   unauthorized modal; confirming it goes to login with the encoded current URL as `redirect`,
 *   then logs out (so however many calls failed at once, there is one modal, one redirect and
 *   one logout);
 * - a failed user-info refresh shows the re-login confirm, once per page life (guarded);
 * - the token is refreshed 5 minutes before it expires (`startTokenRefresh`);
 * - a route change aborts the pending reads the left screen no longer watches (`abortUnwatchedQueries`).
 */
export function SessionWatcher() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const tokenErrors = useAppSelector(selectTokenErrors);
  const refreshFailures = useAppSelector(selectRefreshFailures);
  const [seenTokenErrors] = useState(tokenErrors);
  const [seenRefreshFailures, setSeenRefreshFailures] = useState(refreshFailures);
  const [reloginDismissed, setReloginDismissed] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const lastLocation = useRef(location.key);

  useEffect(() => startTokenRefresh(store), [store]);

  // Runs after the new screen's effects (it renders after the page), so its queries are watched already.
  useEffect(() => {
    if (lastLocation.current === location.key) return;
    lastLocation.current = location.key;
    dispatch(abortUnwatchedQueries());
  }, [location.key, dispatch]);

  const unauthorized = tokenErrors > seenTokenErrors;
  const relogin = !unauthorized && !reloginDismissed && refreshFailures > seenRefreshFailures;

  const goToLogin = async () => {
    if (leavingRef.current) return;
    leavingRef.current = true;
    setLeaving(true);
    const currentUrl = window.location.href;
    await navigate(loginPathFor(currentUrl), { replace: true });
    dispatch(logout());
  };

  return (
    <>
      <PhoneAuthHost />
      <SessionDialogs
        unauthorized={unauthorized}
        relogin={relogin}
        leaving={leaving}
        onGoToLogin={() => void goToLogin()}
        onDismissRelogin={() => {
          setReloginDismissed(true);
          setSeenRefreshFailures(refreshFailures);
        }}
      />
    </>
  );
}
