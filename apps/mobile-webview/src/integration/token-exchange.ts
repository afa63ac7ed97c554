import type { BridgeWindow } from "./host-bridge.ts";
import { TOKEN_EXCHANGE_TIMEOUT_MS, WEBVIEW_MESSAGE_SOURCE, askHost, isEmbedded, isExactOrigin, newMessageId } from "./host-bridge.ts";

/** A login token as the host may hand it over: 16-4096 visible ASCII characters, no spaces. */
const TOKEN_PATTERN = /^[\x21-\x7e]{16,4096}$/;

/** Options of {@link requestHostToken}. */
export interface TokenExchangeOptions {
  /** The webview's window (default `window`). */
  readonly view?: BridgeWindow;
  /** The only origin the host may answer from, e.g. `https://app.example.com` (exact origin). */
  readonly hostOrigin: string;
  /** Milliseconds before giving up; default {@link TOKEN_EXCHANGE_TIMEOUT_MS} (5 s, SPEC section 9). */
  readonly timeoutMs?: number;
}

/**
 * The iframe token exchange (SPEC section 9; protocol in `host-bridge.ts`): asks the embedding host
 * for the login token and resolves it, or `null` when
 * - the webview is not in a frame, or `hostOrigin` is not an exact http(s) origin (nothing is sent);
 * - the host answers `token: null` or something that is not a token;
 * - no answer came from `hostOrigin` and the parent window within 5 s (answers from any other
 *   origin or window, and answers to another request, are ignored).
 *
 * The token is never logged and never put in a URL. Never rejects.
 */
export function requestHostToken({ view = window, hostOrigin, timeoutMs = TOKEN_EXCHANGE_TIMEOUT_MS }: TokenExchangeOptions): Promise<string | null> {
  if (!isEmbedded(view) || !isExactOrigin(hostOrigin)) return Promise.resolve(null);
  return askHost<string | null>({
    view,
    hostOrigin,
    message: { source: WEBVIEW_MESSAGE_SOURCE, type: "token-request", id: newMessageId() },
    timeoutMs,
    accept: (data) => {
      if (data.type !== "token-response") return undefined;
      return typeof data.token === "string" && TOKEN_PATTERN.test(data.token) ? data.token : null;
    },
    onTimeout: null,
  });
}
