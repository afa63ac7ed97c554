/**
 * The message protocol between the webview and the page that embeds it in an iframe (the host:
 * the provider app's shell page), over `window.postMessage` (issue 9, SPEC section 9).
 *
 * The webview sends to `window.parent`, always with the host's exact origin as `targetOrigin`
 * (never `"*"`), and accepts an answer only when the event's `origin` equals that origin, its
 * `source` is the parent window and it answers the request's `id`:
 *
 * | Webview -> host | Host -> webview | Timeout |
 * | --- | --- | --- |
 * | `{ source: "agent-portal-webview", type: "token-request", id }` | `{ source: "agent-portal-host", type: "token-response", id, token: string \| null }` | 5 s, then `null` |
 * | `{ source: "agent-portal-webview", type: "logout", id }` | `{ source: "agent-portal-host", type: "logout-ack", id }` | 5 s, then the webview logs out anyway |
 */

/** `source` of every message the webview sends. */
export const WEBVIEW_MESSAGE_SOURCE = "agent-portal-webview";
/** `source` the host's answers must carry. */
export const HOST_MESSAGE_SOURCE = "agent-portal-host";
/** SPEC section 9: the iframe token exchange gives up after 5 s (the token is then `null`). */
export const TOKEN_EXCHANGE_TIMEOUT_MS = 5_000;
/** SPEC section 9: logout waits at most 5 s for the host. */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** A request of the webview. */
export interface WebviewMessage {
  readonly source: typeof WEBVIEW_MESSAGE_SOURCE;
  readonly type: "token-request" | "logout";
  /** Random id the answer must repeat. */
  readonly id: string;
}

/** What the bridge needs of a window: the webview's own (`window`) in the app, a fake in tests. */
export interface BridgeWindow {
  readonly parent: unknown;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
}

/** Whether the webview runs inside a frame (there is a host to ask). */
export function isEmbedded(view: BridgeWindow): boolean {
  try {
    return view.parent !== null && view.parent !== undefined && view.parent !== view;
  } catch {
    return true;
  }
}

/** A new request id: 16 random hex characters. */
export function newMessageId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether `origin` is a usable `targetOrigin`: an `http(s)` origin, exactly as `URL.origin` writes it. */
export function isExactOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin;
  } catch {
    return false;
  }
}

/**
 * Sends `message` to the parent and resolves the first answer `accept` takes (it returns a value
 * other than `undefined`) from the host origin and the parent window, or `onTimeout` after
 * `timeoutMs` milliseconds. Never rejects; the listener and the timer are always removed.
 */
export function askHost<T>(options: {
  readonly view: BridgeWindow;
  readonly hostOrigin: string;
  readonly message: WebviewMessage;
  readonly timeoutMs: number;
  readonly accept: (data: Record<string, unknown>) => T | undefined;
  readonly onTimeout: T;
}): Promise<T> {
  const { view, hostOrigin, message, timeoutMs, accept, onTimeout } = options;
  return new Promise<T>((resolve) => {
    let timer = 0;
    const finish = (value: T) => {
      view.removeEventListener("message", onMessage);
      view.clearTimeout(timer);
      resolve(value);
    };
    function onMessage(event: MessageEvent) {
      if (event.origin !== hostOrigin || event.source !== view.parent) return;
      const data: unknown = event.data;
      if (typeof data !== "object" || data === null) return;
      const record = data as Record<string, unknown>;
      if (record.source !== HOST_MESSAGE_SOURCE || record.id !== message.id) return;
      const value = accept(record);
      if (value !== undefined) finish(value);
    }
    view.addEventListener("message", onMessage);
    timer = view.setTimeout(() => {
      finish(onTimeout);
    }, timeoutMs);
    try {
      (view.parent as { postMessage: (data: unknown, targetOrigin: string) => void }).postMessage(message, hostOrigin);
    } catch {
      finish(onTimeout);
    }
  });
}
