/**
 * The bridge between the transport's `onPhoneAuthRequired` hook and the phone dialog on screen
 * (SPEC sections 4 and 8: a call answered 40001 waits for phone verification, then is retried).
 *
 * The transport asks {@link PhoneAuthController.request} (the app shell sets its `onPhoneAuthRequired`
 * hook to it, once), and so may a screen that offers to verify the phone; the mounted `PhoneAuthHost`
 * sees the request, runs the flow, and {@link PhoneAuthController.settle}s it: every waiting call
 * learns the outcome at once. This is the only way the phone dialog opens. A request made while no
 * host is mounted waits {@link HOST_WAIT_MS} for one (a layout mounts its host once its own chunk
 * has loaded, which a screen's first call can beat), then answers `false`: a call never hangs
 * where no dialog can appear.
 */

/** How long a request waits for a host to mount before it answers `false`, in milliseconds. */
export const HOST_WAIT_MS = 5000;

/** What the host and the transport share. */
export interface PhoneAuthController {
  /**
   * Waits for the current (or next) phone verification: `true` when it succeeded, `false` when the
   * user gave up, the session ended, or no host mounted within {@link HOST_WAIT_MS}. Suits
   * `configureApiClient({ onPhoneAuthRequired })`.
   */
  readonly request: () => Promise<boolean>;
  /** Ends the pending request with `verified`; does nothing when none is pending. */
  readonly settle: (verified: boolean) => void;
  /** Registers a host (a request waiting for one is then its to run); the returned function unregisters it (the last host leaving settles `false`). */
  readonly attach: () => () => void;
  /** Whether a request waits for its outcome. */
  readonly isPending: () => boolean;
  /** Subscribes to changes of {@link PhoneAuthController.isPending} (for `useSyncExternalStore`). */
  readonly subscribe: (listener: () => void) => () => void;
}

/** Creates a controller. One per app (the portal keeps one for its store). */
export function createPhoneAuthController(): PhoneAuthController {
  let hosts = 0;
  let pending: { readonly promise: Promise<boolean>; readonly resolve: (verified: boolean) => void } | null = null;
  let hostWait: ReturnType<typeof setTimeout> | null = null;
  const stopWaiting = (): void => {
    if (hostWait !== null) clearTimeout(hostWait);
    hostWait = null;
  };
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const settle = (verified: boolean): void => {
    stopWaiting();
    if (pending === null) return;
    const { resolve } = pending;
    pending = null;
    resolve(verified);
    notify();
  };
  return {
    request: () => {
      if (pending === null) {
        let resolve: (verified: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((done) => {
          resolve = done;
        });
        pending = { promise, resolve };
        if (hosts === 0) hostWait = setTimeout(() => settle(false), HOST_WAIT_MS);
        notify();
      }
      return pending.promise;
    },
    settle,
    attach: () => {
      hosts += 1;
      stopWaiting();
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        hosts -= 1;
        if (hosts === 0) settle(false);
      };
    },
    isPending: () => pending !== null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page-wide controller `PhoneAuthHost` uses unless given another. */
export const defaultPhoneAuthController: PhoneAuthController = createPhoneAuthController();
