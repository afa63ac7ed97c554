/**
 * The session refresh cadence of SPEC section 4: "user info refreshes every 5 minutes while the page
 * is visible. It stops when hidden, and refreshes immediately when visible again."
 */

/** The refresh period: 5 minutes, in milliseconds (SPEC section 9). */
export const USER_INFO_REFRESH_INTERVAL_MS = 300_000;

/** The part of `Document` the loop reads: visibility and its change event. */
export interface VisibilitySource {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

/** Options of {@link startRefreshLoop}. */
export interface RefreshLoopOptions {
  /** Does one refresh. May be async; a refresh still running when the next is due is not doubled. Errors are swallowed. */
  readonly refresh: () => unknown;
  /** Default: `globalThis.document`. Without one the loop always counts as visible. */
  readonly document?: VisibilitySource | null;
  /** Default {@link USER_INFO_REFRESH_INTERVAL_MS}. */
  readonly intervalMs?: number;
  /** Also refresh at once when starting visible. Default `false` (the session was just loaded). */
  readonly refreshOnStart?: boolean;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && "then" in value && typeof value.then === "function";
}

/**
 * Runs `refresh` every `intervalMs` while the document is visible. Going hidden stops the timer;
 * becoming visible again refreshes at once and restarts the full period. Returns `stop`, which
 * removes the timer and the listener (calling it twice is harmless).
 *
 * Timers are read from `globalThis` when the loop starts, so fake timers in tests apply.
 */
export function startRefreshLoop(options: RefreshLoopOptions): () => void {
  const doc = options.document === undefined ? (typeof document === "undefined" ? null : document) : options.document;
  const intervalMs = options.intervalMs ?? USER_INFO_REFRESH_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | null = null;
  let inFlight = false;
  let stopped = false;

  const run = (): void => {
    if (inFlight || stopped) return;
    inFlight = true;
    let result: unknown;
    try {
      result = options.refresh();
    } catch {
      inFlight = false;
      return;
    }
    if (!isPromiseLike(result)) {
      inFlight = false;
      return;
    }
    Promise.resolve(result)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
      });
  };
  const startTimer = (): void => {
    if (timer === null) timer = setInterval(run, intervalMs);
  };
  const stopTimer = (): void => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const isVisible = (): boolean => doc === null || doc.visibilityState === "visible";
  const onVisibilityChange = (): void => {
    if (isVisible()) {
      stopTimer();
      run();
      startTimer();
    } else {
      stopTimer();
    }
  };

  doc?.addEventListener("visibilitychange", onVisibilityChange);
  if (isVisible()) {
    if (options.refreshOnStart) run();
    startTimer();
  }
  return () => {
    stopped = true;
    stopTimer();
    doc?.removeEventListener("visibilitychange", onVisibilityChange);
  };
}
