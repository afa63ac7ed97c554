import { createTestSessionStore } from "@agent-portal/session/test-store";
import type { FakeRoutes } from "@agent-portal/session/test-store";
import type { ReactElement } from "react";
import { renderScreen } from "./render-screen.tsx";

/**
 * Component tests only: renders `ui` in English inside a memory router at `url` (path and query,
 * no base path) over a real store and transport whose HTTP calls a fake backend answers
 * (`createTestSessionStore`: `routes` maps `"<family> <path>"` to an envelope, or a function of the
 * request; unknown paths answer HTTP 404). Logged in with a test token. Answers the render result
 * with `requests`, every request the backend saw (method, path, query, body).
 */
export async function renderWithBackend(ui: ReactElement, routes: FakeRoutes, url = "/") {
  const { store, requests } = createTestSessionStore(routes, { token: "t-1" });
  return { ...(await renderScreen(ui, url, store)), requests, store };
}
