/**
 * The send-code countdown as a React hook over the persisted send time (`countdown.ts`): the
 * remaining seconds survive a reload because they are computed from `last_send_time_<scene>`.
 */
import { useCallback, useEffect, useState } from "react";
import type { SafeStorage } from "@agent-portal/session/storage";
import { RESEND_COUNTDOWN_SECONDS, clearLastSendTime, readLastSendTime, remainingSeconds, writeLastSendTime } from "./countdown.ts";

/** What {@link useSendCountdown} answers. */
export interface SendCountdown {
  /** Whole seconds before another code may be sent (0: the send button may be used). */
  readonly remaining: number;
  /** Starts the 60 s countdown now and stores the send time. */
  start(): void;
  /** Stops the countdown and forgets the send time (a failed send, SPEC section 8). */
  reset(): void;
}

/**
 * The countdown of `scene` (`last_send_time_<scene>` in `storage`): ticks once a second while it
 * runs, re-reads the stored time on mount (a reload keeps the remaining seconds). Uses `Date.now`
 * and `setInterval`, so fake timers drive it in tests.
 */
export function useSendCountdown(scene: number, storage: SafeStorage, totalSeconds: number = RESEND_COUNTDOWN_SECONDS): SendCountdown {
  const [sentAt, setSentAt] = useState<number | null>(() => readLastSendTime(storage, scene));
  const [now, setNow] = useState(() => Date.now());
  const remaining = remainingSeconds(sentAt, now, totalSeconds);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const at = Date.now();
    writeLastSendTime(storage, scene, at);
    setSentAt(at);
    setNow(at);
  }, [storage, scene]);

  const reset = useCallback(() => {
    clearLastSendTime(storage, scene);
    setSentAt(null);
  }, [storage, scene]);

  return { remaining, start, reset };
}
