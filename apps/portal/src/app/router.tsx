import { BASE_PATH } from "@agent-portal/permissions/route-path";
import { createBrowserRouter } from "react-router";
import { buildRoutes } from "./routes.tsx";
import type { AppStore } from "./store.ts";

/** The portal's data router: history mode under `/agent` (SPEC section 2). */
export function createAppRouter(store: AppStore) {
  return createBrowserRouter(buildRoutes(store), { basename: BASE_PATH });
}
