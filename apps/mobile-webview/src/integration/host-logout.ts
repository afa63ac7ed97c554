import type { BridgeWindow } from "./host-bridge.ts";
import { LOGOUT_TIMEOUT_MS, WEBVIEW_MESSAGE_SOURCE, askHost, isEmbedded, isExactOrigin, newMessageId } from "./host-bridge.ts";

/** How the host took a logout: it acknowledged it, did not answer within the timeout, or there is no host. */
export type HostLogoutOutcome = "acknowledged" | "timeout" | "standalone";

/** Options of {@link notifyHostLogout}. */
export interface HostLogoutOptions {
  readonly view?: BridgeWindow;
  /** The host's exact origin (the one the token exchange trusts). */
  readonly hostOrigin: string;
  /** Milliseconds to wait; default {@link LOGOUT_TIMEOUT_MS} (5 s, SPEC section 9). */
  readonly timeoutMs?: number;
}

/**
 * Tells the embedding host that the user logs out (so it drops the token it would hand over again)
 * and waits for its `logout-ack`, at most 5 s (SPEC section 9: "Logout timeout 5 s"). Resolves
 * `standalone` at once outside a frame. The caller logs out locally whatever the outcome, so a host
 * that never answers cannot keep the user logged in. Never rejects.
 */
export function notifyHostLogout({ view = window, hostOrigin, timeoutMs = LOGOUT_TIMEOUT_MS }: HostLogoutOptions): Promise<HostLogoutOutcome> {
  if (!isEmbedded(view) || !isExactOrigin(hostOrigin)) return Promise.resolve("standalone");
  return askHost<HostLogoutOutcome>({
    view,
    hostOrigin,
    message: { source: WEBVIEW_MESSAGE_SOURCE, type: "logout", id: newMessageId() },
    timeoutMs,
    accept: (data) => (data.type === "logout-ack" ? "acknowledged" : undefined),
    onTimeout: "timeout",
  });
}
