import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { loadAppStore } from "@agent-portal/app-runtime/store/app-store";
import { hostConfig } from "#app/host-config.ts";
import { loginPathFor } from "#app/guard-loader.ts";

/**
 * Logging out of the webview (SPEC sections 4 and 9): tells the embedding host first and waits at
 * most 5 s for it (`notifyHostLogout`), then goes to the webview's login (with `redirect` when
 * asked to come back) and clears the session (the store's `logOut`: token, regions, transfer
 * flags, the api cache). Runs once however often it is called; `leaving` is true meanwhile. Needs
 * no store to render (the layout's header shows it before the store exists): the host bridge and
 * the store load on the first call.
 */
export function useWebviewLogout(): { readonly leaving: boolean; readonly leave: (options?: { readonly returnTo?: string }) => Promise<void> } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const leave = useCallback(
    async (options: { readonly returnTo?: string } = {}) => {
      if (started.current) return;
      started.current = true;
      setLeaving(true);
      let loaded;
      try {
        loaded = await Promise.all([import("#integration/host-logout.ts"), loadAppStore()]);
      } catch (error) {
        // A chunk that did not load: the button works again on the next press.
        started.current = false;
        setLeaving(false);
        throw error;
      }
      const [{ notifyHostLogout }, kit] = loaded;
      await notifyHostLogout({ hostOrigin: hostConfig().hostOrigin });
      const to = options.returnTo === undefined ? "/m/login" : loginPathFor(options.returnTo);
      await navigate(to, { replace: true });
      kit.logOut();
    },
    [navigate],
  );
  return { leaving, leave };
}
