import { baseApi } from "@agent-portal/api-client/base-api";
import { sessionReducer, sessionReducerPath, startSessionPersistence } from "@agent-portal/session";
import type { SessionStartListening } from "@agent-portal/session";
import { configureStore, createListenerMiddleware } from "@reduxjs/toolkit";

/**
 * The webview's Redux store: the same RTK Query api (`api`, every service of
 * `@agent-portal/api-client` injects into it) and session slice (`session`) as the desktop portal,
 * with the listener middleware that keeps the token and regions in local storage (ARCHITECTURE
 * "shape": both apps share the slices, each owns its store).
 */
export function createAppStore() {
  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionReducerPath]: sessionReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware).concat(baseApi.middleware),
  });
  startSessionPersistence(listener.startListening as SessionStartListening);
  return store;
}

/** The webview's store. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The store's state. */
export type RootState = ReturnType<AppStore["getState"]>;
/** The store's dispatch, thunks included. */
export type AppDispatch = AppStore["dispatch"];
