/**
 * The third-party part of the data layer, evaluated in a task of its own (issue 8, the logged-in
 * list's blocking time).
 *
 * The build packs this module with Redux Toolkit, RTK Query, react-redux, zod, immer, reselect
 * and ky into the `data-libs` chunk (`vite.config.ts`), which the data layer's own chunk (the
 * api-client's contracts and services, the session, the store) imports. This module comes last
 * in its chunk (it imports the libraries) and ends with a top-level `await` of the next task, so
 * the browser evaluates the libraries in one task and everything that imports them in a later
 * one, whichever import (the store's or a screen's) loads them first. Both were one task of
 * 40-50 ms before.
 *
 * `store-setup.tsx` imports it first; its exports are not used.
 */
import { nextTask } from "@agent-portal/app-runtime/after-paint";

export { configureStore } from "@reduxjs/toolkit";
export { createApi } from "@reduxjs/toolkit/query/react";
export { Provider } from "react-redux";
export { object } from "zod/mini";
export { safeParse } from "zod/v4/core";

await nextTask();
