import { baseApi } from "@agent-portal/api-client/base-api";
import { sessionReducer, sessionReducerPath, startSessionPersistence } from "@agent-portal/session";
import type { SessionStartListening } from "@agent-portal/session";
import { configureStore, createListenerMiddleware } from "@reduxjs/toolkit";

/**
 * The portal's Redux store: the one RTK Query api (`api`) and the session slice (`session`),
 * with the listener middleware that keeps the token and regions in local storage.
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

/** The portal's store. */
export type AppStore = ReturnType<typeof createAppStore>;
/** The store's state. */
export type RootState = ReturnType<AppStore["getState"]>;
/** The store's dispatch, thunks included. */
export type AppDispatch = AppStore["dispatch"];
