import { nextTask } from "#after-paint.ts";
import type { AppStoreKit } from "./store-setup.ts";

export type { AppStoreKit } from "./store-setup.ts";

let getLanguage: () => string = () => "en";
let pending: Promise<AppStoreKit> | null = null;
let created: AppStoreKit | null = null;

/** Sets where the transport reads the active language (`startApp`: `i18n.language`); call before the first {@link loadAppStore}. */
export function configureAppStore(options: { readonly getLanguage: () => string }): void {
  getLanguage = options.getLanguage;
}

/**
 * The app's store, created on first use (memoised) in its own chunk with RTK, RTK Query, the
 * services the session loads, the session slice and react-redux's Provider (`store-setup.ts`),
 * which also configures the transport for it.
 *
 * Why on demand: the login route and NotFound render without Redux, so none of it counts against
 * the 150 KiB budget of JavaScript before the login route renders (docs/performance.md). Every
 * other route gets it through the shell's route binding (its guard and its `lazy`); the login
 * screen awaits it before its first call. The store is created in a task of its own, after the one
 * that evaluated the data layer's modules.
 */
export function loadAppStore(): Promise<AppStoreKit> {
  pending ??= import("./store-setup.ts").then(async (module) => {
    await nextTask();
    created = module.setUpAppStore({ getLanguage: () => getLanguage() });
    return created;
  });
  return pending;
}

/** The store kit if it was created already, else `null` (never loads it). */
export function peekAppStore(): AppStoreKit | null {
  return created;
}

/** A loader of the store (the route binding takes one, so tests can pass their own). */
export type AppStoreLoader = () => Promise<AppStoreKit>;
