import { useState } from "react";

/** The time the component mounted (ms since the epoch): comparisons with deadlines stay stable across re-renders. */
export function useNow(): number {
  const [now] = useState(() => Date.now());
  return now;
}
