/**
 * The third-party part of the data layer, evaluated in a task of its own (docs/performance.md,
 * "The data layer's libraries evaluate in a task of their own").
 *
 * Each app's build packs this module with Redux Toolkit, RTK Query, react-redux, zod, immer,
 * reselect and ky into one chunk (the `data-libs` group of the portal's `vite.config.ts`), which the
 * data layer's own chunk (the api-client's contracts and services, the session, the store) imports.
 * This module comes last in its chunk (it imports the libraries) and ends with a top-level `await`
 * of the next task, so the browser evaluates the libraries in one task and everything that
 * imports them in a later one, whichever import (the store's or a screen's) loads them first.
 *
 * `store-setup.ts` imports it first; its exports are not used.
 */
import { nextTask } from "#after-paint.ts";

export { configureStore } from "@reduxjs/toolkit";
export { createApi } from "@reduxjs/toolkit/query/react";
export { Provider } from "react-redux";
export { object } from "zod/mini";
export { safeParse } from "zod/v4/core";

await nextTask();
