import type { TransportEvent } from "@agent-portal/api-client/transport";
import { nextTask } from "@agent-portal/app-runtime/after-paint";
import type { AppStoreKit } from "./store-setup.tsx";

/** How the store, once created, wires the api client (`wireApiClient`). */
export interface AppStoreOptions {
  /** The active language for the `X-Client-Lang` header, e.g. `() => i18n.language`. */
  readonly getLanguage?: () => string;
  /** Every transport event after the session counted it (error reporting). */
  readonly onEvent?: (event: TransportEvent) => void;
}

let options: AppStoreOptions = {};
let pending: Promise<AppStoreKit> | null = null;
let created: AppStoreKit | null = null;

/** Sets the options the store is created with; call before the first {@link loadAppStore}. */
export function configureAppStore(next: AppStoreOptions): void {
  options = next;
}

/**
 * The portal's Redux store, created on first use (memoised) in its own chunk with RTK, RTK Query,
 * the services, the session slice and react-redux's Provider (`store-setup.tsx`).
 *
 * Why on demand: Login and NotFound render without Redux, so none of it counts against the
 * 150 KiB budget of JavaScript loaded before the login route renders (issue 8,
 * `docs/performance.md`). Every other route awaits it in its loader (the guard) and its `lazy`,
 * and renders inside its Provider; the login screen awaits it when the user sends the form (and
 * prefetches it once shown).
 */
export function loadAppStore(): Promise<AppStoreKit> {
  pending ??= import("./store-setup.tsx").then(async (module) => {
    // The store is created in a task of its own, after the one that evaluated the data layer's
    // modules: two shorter tasks on the main thread instead of one long one.
    await nextTask();
    created = module.setUpAppStore(options);
    return created;
  });
  return pending;
}

/** The store if it was created already, else `null` (never loads it). */
export function peekAppStore(): AppStoreKit | null {
  return created;
}

/** A loader of the store (the router's loaders and `lazy` take one, so tests can pass their own). */
export type AppStoreLoader = () => Promise<AppStoreKit>;
