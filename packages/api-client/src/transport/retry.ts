/**
 * The retry helper of SPEC sections 5 and 9: "Retry supports a configurable count and
 * delay" and "A retry helper rejects a non-numeric retry count or delay".
 *
 * The ky clients have their own HTTP retry policy (see `client.ts`); this helper is for
 * anything else worth trying again (token exchange, polling a status).
 */

/** Options of {@link retry}. */
export interface RetryOptions {
  /** How many times to try again after the first failure: a non-negative integer (0 = one attempt only). */
  readonly count: number;
  /** Milliseconds to wait before each new attempt: a finite non-negative number. */
  readonly delayMs: number;
  /** Stops waiting and rejects with the signal's reason once aborted. */
  readonly signal?: AbortSignal;
  /** Whether a failure is worth another attempt. Default: every failure is. */
  readonly shouldRetry?: (error: unknown, attempt: number) => boolean;
}

const isNonNegativeNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value) && value >= 0;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * Calls `fn` (with the attempt number, 1 first) until it resolves, at most `count + 1`
 * times, waiting `delayMs` between attempts. Resolves with the first success; rejects
 * with the last failure.
 *
 * @throws Never synchronously. Answers a rejected promise with a `TypeError` when `count` is
 *   not a non-negative integer or `delayMs` is not a finite non-negative number (strings,
 *   `NaN`, infinities, negatives), without calling `fn`.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T> | T, options: RetryOptions): Promise<T> {
  const { count, delayMs, signal, shouldRetry } = (options as RetryOptions | undefined) ?? ({} as Partial<RetryOptions>);
  if (!isNonNegativeNumber(count) || !Number.isInteger(count)) {
    throw new TypeError(`retry: count must be a non-negative integer, got ${typeof count} ${String(count)}`);
  }
  if (!isNonNegativeNumber(delayMs)) {
    throw new TypeError(`retry: delayMs must be a finite non-negative number, got ${typeof delayMs} ${String(delayMs)}`);
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt > count || signal?.aborted || (shouldRetry !== undefined && !shouldRetry(error, attempt))) throw error;
    }
    await wait(delayMs, signal);
  }
}
