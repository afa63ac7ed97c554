import { logout } from "@agent-portal/session";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAppDispatch } from "#app/hooks.ts";
import { hostConfig } from "#app/host-config.ts";
import { loginPathFor } from "#app/guard-loader.ts";
import { notifyHostLogout } from "#integration/host-logout.ts";

/**
 * Logging out of the webview (SPEC sections 4 and 9): tells the embedding host first and waits at
 * most 5 s for it (`notifyHostLogout`), then goes to the webview's login (with `redirect` when
 * asked to come back) and clears the session (`logout`: token, regions, transfer flags, the api
 * cache). Runs once however often it is called; `leaving` is true meanwhile.
 */
export function useWebviewLogout(): { readonly leaving: boolean; readonly leave: (options?: { readonly returnTo?: string }) => Promise<void> } {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const leave = useCallback(
    async (options: { readonly returnTo?: string } = {}) => {
      if (started.current) return;
      started.current = true;
      setLeaving(true);
      await notifyHostLogout({ hostOrigin: hostConfig().hostOrigin });
      const to = options.returnTo === undefined ? "/m/login" : loginPathFor(options.returnTo);
      await navigate(to, { replace: true });
      dispatch(logout());
    },
    [dispatch, navigate],
  );
  return { leaving, leave };
}
