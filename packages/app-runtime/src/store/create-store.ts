import { baseApi } from "@agent-portal/api-client/base-api";
import { sessionSlice, startSessionEvents, startSessionPersistence } from "@agent-portal/session";
import type { SessionEvents, SessionStartListening } from "@agent-portal/session";
import type { SafeStorage } from "@agent-portal/session/storage";
import { combineSlices, configureStore, createDynamicMiddleware, createListenerMiddleware } from "@reduxjs/toolkit";
import type { Middleware } from "@reduxjs/toolkit";

/**
 * Slices a screen injects on first use (`appReducer.inject(slice)`), declared by merging into this
 * interface where the slice is defined:
 *
 * ```ts
 * declare module "@agent-portal/app-runtime/store/create-store" {
 *   interface LazyLoadedSlices { readonly drafts: DraftsState }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by declaration merging
export interface LazyLoadedSlices {}

/**
 * The root reducer of both apps: the one RTK Query api (`api`, every service of
 * `@agent-portal/api-client` injects its endpoints into it) and the session slice (`session`), plus
 * the slices screens inject later (`appReducer.inject(slice)`, typed through {@link LazyLoadedSlices}).
 */
export const appReducer = combineSlices(baseApi, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/** Options of {@link createAppStore} (tests). */
export interface CreateAppStoreOptions {
  /** The state to start from (tests); default: the session read from storage, an empty api cache. */
  readonly preloadedState?: Partial<ReturnType<typeof appReducer>>;
  /** Where the session persists its token and regions; default the browser's local storage. */
  readonly storage?: SafeStorage;
}

/**
 * Creates the store both apps run (ARCHITECTURE "shape": one store per app, the same slices):
 * - the reducer {@link appReducer};
 * - middleware: the listener middleware first (the session's persistence of token and regions,
 *   `startSessionPersistence`, and its event stream, `startSessionEvents`), RTK's defaults, the RTK
 *   Query middleware, then the dynamic middleware screens add later (`addMiddleware`).
 *
 * Answers the store, the session's events and `addMiddleware`.
 */
export function createAppStore(options: CreateAppStoreOptions = {}) {
  const listener = createListenerMiddleware();
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: appReducer,
    ...(options.preloadedState === undefined ? {} : { preloadedState: options.preloadedState }),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(baseApi.middleware, dynamic.middleware),
  });
  const startListening = listener.startListening as SessionStartListening;
  startSessionPersistence(startListening, options.storage);
  const events: SessionEvents = startSessionEvents(startListening);
  /** Adds middleware after the store exists (a screen's own, on first use). */
  const addMiddleware = (...middleware: Middleware[]): void => {
    dynamic.addMiddleware(...middleware);
  };
  return { store, events, addMiddleware };
}

/** The store of both apps. */
export type AppStore = ReturnType<typeof createAppStore>["store"];
/** The store's state: `api`, `session` and the injected slices. */
export type AppState = ReturnType<AppStore["getState"]>;
/** The store's dispatch, thunks included. */
export type AppDispatch = AppStore["dispatch"];
