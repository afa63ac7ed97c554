/**
 * Test support (not exported): a Redux store holding only the api, and the reset of the
 * transport's configuration after each test of the file that uses it.
 */
import { configureStore } from "@reduxjs/toolkit";
import { afterEach } from "vitest";
import { baseApi } from "#base-api.ts";
import { resetApiClientConfig } from "#transport/config.ts";

/** A store with `baseApi`'s reducer and middleware, as an app's store has them. */
export const createTestStore = () =>
  configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

/** Resets the transport's configuration (`installFakeApi` sets it) after each test of the calling file. */
export function resetApiClientAfterEach(): void {
  afterEach(() => {
    resetApiClientConfig();
  });
}
