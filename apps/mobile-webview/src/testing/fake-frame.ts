import type { BridgeWindow, WebviewMessage } from "#integration/host-bridge.ts";

/** A message the fake parent received, with the `targetOrigin` it was sent to. */
export interface SentMessage {
  readonly data: WebviewMessage;
  readonly targetOrigin: string;
}

/** A webview window inside a fake parent frame: what the webview sends, and a way to answer as anyone. */
export interface FakeFrame {
  readonly view: BridgeWindow;
  readonly parent: { postMessage: (data: WebviewMessage, targetOrigin: string) => void };
  readonly sent: SentMessage[];
  /** Delivers a `message` event to the webview, as if `from` (default the parent) posted `data` from `origin`. */
  deliver(data: unknown, origin: string, from?: unknown): void;
  /** Listeners still attached (0 once an exchange settled). */
  listenerCount(): number;
}

/** Builds a {@link FakeFrame}; timers are the global ones (use Vitest's fake timers). */
export function createFakeFrame(options: { embedded?: boolean; onPost?: (message: SentMessage, frame: FakeFrame) => void } = {}): FakeFrame {
  const listeners = new Set<(event: MessageEvent) => void>();
  const sent: SentMessage[] = [];
  const parent = {
    postMessage(data: WebviewMessage, targetOrigin: string) {
      const message = { data, targetOrigin };
      sent.push(message);
      options.onPost?.(message, frame);
    },
  };
  const view: BridgeWindow = {
    get parent() {
      return options.embedded === false ? view : parent;
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setTimeout: (handler, timeout) => setTimeout(handler, timeout) as unknown as number,
    clearTimeout: (id) => {
      clearTimeout(id);
    },
  };
  const frame: FakeFrame = {
    view,
    parent,
    sent,
    deliver(data, origin, from = parent) {
      const event = { data, origin, source: from } as unknown as MessageEvent;
      for (const listener of [...listeners]) listener(event);
    },
    listenerCount: () => listeners.size,
  };
  return frame;
}
