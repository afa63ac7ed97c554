import { useLazyModule } from "@agent-portal/app-runtime/use-lazy-module";
import type { ReactNode } from "react";
import { loadAppStore, peekAppStore } from "#app/app-store.ts";
import type { AppStoreKit } from "#app/store-setup.tsx";

/**
 * The webview's store for a component that paints before it (issue 9: the data layer is not on
 * the first paint of pages open to any user): the kit at once when the store exists, else `null`
 * until `loadAppStore()` has created it. Loading starts when `load` is true (e.g. once the first
 * paint is on screen). A store chunk that fails to load is thrown while rendering, so the route's
 * error boundary shows it with a retry.
 */
export function useStoreKit(load = true): AppStoreKit | null {
  return useLazyModule(loadAppStore, load, peekAppStore);
}

/**
 * Renders `children` inside the store's Provider once the store exists ({@link useStoreKit}),
 * `fallback` until then. For the parts of a page that read the store (its queries), so the rest
 * of the page paints without waiting for the data layer.
 */
export function StoreGate({ children, fallback, load = true }: { children: ReactNode; fallback: ReactNode; load?: boolean }) {
  const kit = useStoreKit(load);
  if (kit === null) return <>{fallback}</>;
  return <kit.StoreProvider>{children}</kit.StoreProvider>;
}
