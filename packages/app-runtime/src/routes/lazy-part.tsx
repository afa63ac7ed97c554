import type { ComponentType, ReactNode } from "react";
import { useLazyModule } from "#use-lazy-module.ts";
import { loadAppStore, peekAppStore } from "#store/app-store.ts";
import type { AppStoreKit } from "#store/app-store.ts";
import { useScreenPainted } from "./screen-frame.tsx";

/** A module whose default export is a component taking `P`. */
interface PartModule<P> {
  readonly default: ComponentType<P>;
}

/** The props of a lazy part: the part's own, and what shows until it is there. */
export type LazyPartProps<P> = P & {
  /** Shown until the part's module and the store are there (default nothing). */
  readonly fallback?: ReactNode;
};

/**
 * A part of a screen in a chunk of its own that reads the store, like `React.lazy`: declare it at
 * module scope and render it with a `fallback`.
 *
 * ```tsx
 * const ApplyFormStatus = lazyPart(() => import("./apply-form-status.tsx"));
 * <ApplyFormStatus fallback={<LoadingLines lines={5} />} />
 * ```
 *
 * The shell decides when it loads: at once when the store exists already, else once the screen's
 * first frame is on screen (`ScreenFrame`); the part's module and the store load together (the
 * store is created if it does not exist yet), and the part mounts inside the store's Provider, in a
 * transition (its render yields to input). A part loaded once is there at once on later mounts. So
 * a screen with the `paintBeforeStore` route option paints without the data layer, and its parts
 * follow; where the data layer is there already, nothing waits. A failed load is thrown while rendering, so
 * the route's error boundary shows it with a retry.
 *
 * Unlike `React.lazy` inside `Suspense`, no suspension: React holds back a Suspense boundary's
 * content for up to 300 ms after its fallback showed, which would delay the part and its calls.
 */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<LazyPartProps<P>> {
  let loaded: { readonly Part: ComponentType<P>; readonly kit: AppStoreKit } | null = null;
  let pending: Promise<{ readonly Part: ComponentType<P>; readonly kit: AppStoreKit }> | null = null;
  const loadPart = () => {
    pending ??= Promise.all([load(), loadAppStore()]).then(([module, kit]) => {
      loaded = { Part: module.default, kit };
      return loaded;
    });
    // A failure is thrown to the boundary; the next mount (after a retry) tries again.
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  /** The part at once when it and the store are there (a later mount). */
  const peekPart = () => (peekAppStore() === null ? null : loaded);
  function LazyPart({ fallback = null, ...props }: LazyPartProps<P>) {
    // Waiting for the paint keeps the data layer off a first paint; once the store exists there is nothing to keep off.
    const ready = useScreenPainted() || peekAppStore() !== null;
    const part = useLazyModule(loadPart, ready, peekPart);
    if (part === null) return <>{fallback}</>;
    return (
      <part.kit.StoreProvider>
        <part.Part {...(props as P)} />
      </part.kit.StoreProvider>
    );
  }
  return LazyPart;
}
