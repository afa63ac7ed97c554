import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import type { SessionDispatch, SessionRootState } from "@agent-portal/session";
import type { ComponentType } from "react";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import type { AppStoreLoader } from "#store/app-store.ts";
import { bootScreenPainted } from "./boot-paint.ts";
import { lazyScreen } from "./lazy-screen.tsx";
import type { RouteHandle } from "./route-handle.ts";
import type { Screen } from "./screen-options.ts";

/** What an app's guard needs of the store: the session state and a thunk-capable dispatch. */
export interface GuardStore {
  getState: () => SessionRootState;
  dispatch: SessionDispatch;
}

/**
 * The store's getter an app's guard takes: loads the store (`loadStore`); with `afterBootPaint`,
 * only once the boot screen is on screen (its session code must not be fetched before it either).
 */
export function storeGetter(loadStore: AppStoreLoader, afterBootPaint = false): () => Promise<GuardStore> {
  return async () => {
    if (afterBootPaint) await bootScreenPainted();
    return (await loadStore()).store;
  };
}

/** One record of the route table, as {@link recordRoute} binds it. */
export interface RecordRouteOptions {
  readonly route: RouteMeta;
  /** The records from the top to this one. */
  readonly chain: readonly RouteMeta[];
  /** The record's screen, or `null` for a container without a component of its own. */
  readonly screen: Screen | null;
  /** Every route's error boundary (`createRouteErrorBoundary`). */
  readonly ErrorBoundary: ComponentType;
  readonly loadStore: AppStoreLoader;
  /** Whether this record's screen renders the store's Provider for its chain (`lazyScreen`). */
  readonly provideStore: boolean;
  /** Its loads wait for the boot screen's paint (`bootScreenPainted`). */
  readonly afterBootPaint?: boolean;
  /** The app's guard (SPEC section 4) for this chain: resolves to the loader's data, or throws a redirect or a 404 response. */
  readonly guard: (args: LoaderFunctionArgs) => Promise<unknown>;
  /**
   * For an app whose screens may paint before the store (`paintBeforeStore`): whether such a screen
   * may be let in now without its guard, `mayEnterBeforeStore` of `store-shortcut.ts`. An app
   * without such screens leaves it out (and its entry without that code).
   */
  readonly enterBeforeStore?: (chain: readonly RouteMeta[]) => boolean;
}

/**
 * The fields every route object of an app shares, for one record: its `handle` (`RouteHandle`:
 * the record and its chain), the error boundary, the `lazy` screen (`lazyScreen`, with its route
 * options) and the guard as its `loader`. A `paintBeforeStore` screen is let in without its guard
 * loading the store when `enterBeforeStore` says so (on the first navigation, with a stored token).
 */
export function recordRoute(options: RecordRouteOptions): Pick<RouteObject, "handle" | "ErrorBoundary" | "lazy" | "loader"> {
  const { route, chain, screen } = options;
  const enterBeforeStore = screen?.options.paintBeforeStore === true ? options.enterBeforeStore : undefined;
  return {
    handle: { route, chain, ...(screen?.options.neverTab === true ? { neverTab: true } : {}) } satisfies RouteHandle,
    ErrorBoundary: options.ErrorBoundary,
    lazy: lazyScreen(screen, { loadStore: options.loadStore, provideStore: options.provideStore, afterBootPaint: options.afterBootPaint ?? false }),
    loader: async (args: LoaderFunctionArgs) => {
      if (enterBeforeStore?.(chain) === true) return null;
      return options.guard(args);
    },
  };
}
