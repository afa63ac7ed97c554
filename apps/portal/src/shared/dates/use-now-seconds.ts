import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let nowSeconds = Math.floor(Date.now() / 1000);

function tick(): void {
  nowSeconds = Math.floor(Date.now() / 1000);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    tick();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const read = (): number => nowSeconds;

/**
 * The current time in Unix SECONDS, updated once a second while a component uses it (one shared
 * interval for every user, stopped when the last one unmounts). Countdowns (a ban's time left)
 * read it, so a ban turns "expired" on screen without a reload.
 *
 * @param live `false` answers the time of the last tick without subscribing (no re-render per second)
 */
export function useNowSeconds(live = true): number {
  return useSyncExternalStore(live ? subscribe : noSubscribe, read, read);
}

const noSubscribe = (): (() => void) => () => undefined;
