import { startTransition, useEffect, useState } from "react";

/** Modules already loaded, by loader: a later mount gets its module on its first render. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * The module `load` resolves to, or `null` until it has loaded; loading starts once `enabled`
 * (e.g. after the first paint). Unlike `React.lazy` inside `Suspense`, showing the module needs no
 * suspension: React holds back the content of a Suspense boundary that showed its fallback for up
 * to 300 ms (its reveal throttle), which would delay a page's calls and content that much after a
 * chunk that is already there. A module loaded once is answered at once by every later mount. A
 * failed load is thrown while rendering, so the route's error boundary shows it with a retry.
 *
 * The module arrives in a transition (what it mounts renders in slices that yield to input). `load`
 * must be a stable function (module scope), e.g. `() => import("./part.tsx")`. `peek`
 * answers the value when it already exists by another way than this hook (e.g. a store another
 * part created), so the first render has it.
 */
export function useLazyModule<T>(load: () => Promise<T>, enabled = true, peek?: () => T | null): T | null {
  const [module, setModule] = useState<T | null>(() => (loaded.has(load) ? (loaded.get(load) as T) : (peek?.() ?? null)));
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (module !== null || !enabled) return undefined;
    let live = true;
    load().then(
      (value) => {
        loaded.set(load, value);
        // A transition: what the module mounts renders in slices that yield to input.
        if (live) startTransition(() => setModule(value));
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [load, enabled, module]);
  if (failure !== null) throw failure;
  return module;
}
