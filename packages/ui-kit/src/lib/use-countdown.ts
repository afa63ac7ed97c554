import { useCallback, useEffect, useState } from "react";

/**
 * A seconds countdown for a send-code button (the login screens of the portal and the webview):
 * `start(seconds)` begins it, `remaining` (whole seconds, rounded up) counts down to 0, read from
 * the clock every 250 ms; `reset()` stops it (e.g. when sending failed). Not persisted: the phone
 * dialogs' persisted countdown is `@agent-portal/phone-auth`'s.
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setEndsAt(null), []);
  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start, reset };
}
