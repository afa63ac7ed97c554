import { useEffect, useState } from "react";

/**
 * The current time (ms since the epoch), renewed every `intervalMs` while the component is
 * mounted: countdowns and deadlines that change the screen without a reload.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
