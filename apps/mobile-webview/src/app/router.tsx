import { BASE_PATH } from "@agent-portal/permissions/route-path";
import { createBrowserRouter } from "react-router";
import type { AppStoreLoader } from "./app-store.ts";
import { buildRoutes } from "./routes.tsx";

/** The webview's data router: history mode under `/agent` (SPEC section 2), as the portal's. */
export function createAppRouter(loadStore: AppStoreLoader) {
  return createBrowserRouter(buildRoutes(loadStore), { basename: BASE_PATH });
}
