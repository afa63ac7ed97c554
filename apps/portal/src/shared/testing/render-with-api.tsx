import { baseApi } from "@agent-portal/api-client/base-api";
import { families, familyIds } from "@agent-portal/api-client/families";
import { configureApiClient } from "@agent-portal/api-client/transport";
import { sessionReducer } from "@agent-portal/session/session-slice";
import { configureStore } from "@reduxjs/toolkit";
import type { ReactElement } from "react";
import { renderScreen } from "./render-screen.tsx";

/** The origin of every family in component tests: `http://api.test` before the family's own path (answer it with MSW). */
export const TEST_API_ORIGIN = "http://api.test";

/**
 * The transport's `fetch` in component tests: the request re-sent as plain parts (method, URL,
 * headers, body) without the DOM environment's abort signal, which Node's `fetch` (the one MSW
 * intercepts) does not accept.
 */
async function testFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input, init);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
  return globalThis.fetch(request.url, { method: request.method, headers: Object.fromEntries(request.headers.entries()), ...(body === undefined ? {} : { body }) });
}

/**
 * Component tests with the real data layer: renders `ui` in English inside a memory router at
 * `url`, with a fresh store holding the session (logged out; list frames read it) and the api (reducer and middleware as the app's) and the
 * transport pointed at {@link TEST_API_ORIGIN} (each family under its own path, e.g.
 * `http://api.test/api/live_agent_service/GetPaymentCfg`), so the screen's real hooks send real
 * requests that MSW (`msw/node`) answers.
 */
export async function renderWithApi(ui: ReactElement, url = "/") {
  configureApiClient({
    baseUrls: Object.fromEntries(familyIds.map((family) => [family, `${TEST_API_ORIGIN}${families[family].baseUrl}`])),
    fetch: testFetch,
    // A session: calls that need one are not sent without a token.
    getToken: () => "test-session-token",
  });
  const store = configureStore({
    reducer: { session: sessionReducer, [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  return { store, ...(await renderScreen(ui, url, store)) };
}
