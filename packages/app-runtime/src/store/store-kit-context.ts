import { createContext, useContext } from "react";
import type { AppStoreKit } from "./store-setup.ts";

/** The store kit the nearest `StoreProvider` gives (the shell's parts read its events and alerts). */
export const StoreKitContext = createContext<AppStoreKit | null>(null);

/**
 * The store kit of the nearest `StoreProvider` (`AppStoreKit`: store, events, alerts, logOut).
 *
 * @throws Error outside a `StoreProvider`.
 */
export function useStoreKit(): AppStoreKit {
  const kit = useContext(StoreKitContext);
  if (kit === null) throw new Error("useStoreKit: render inside the store kit's StoreProvider.");
  return kit;
}
