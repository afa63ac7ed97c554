/**
 * A real store over a fake backend, for tests of the session's thunks and of packages built on
 * them: the session reducer, the RTK Query api, the persistence listener, the session's event
 * stream, and the transport configured with {@link sessionTransportHooks} and a fake `fetch` that
 * answers each path from a table.
 * Not used by production code.
 */
import { configureStore, createListenerMiddleware } from "@reduxjs/toolkit";
import { baseApi } from "@agent-portal/api-client/base-api";
import { familyIds } from "@agent-portal/api-client/families";
import type { FamilyId } from "@agent-portal/api-client/families";
import { configureApiClient, resetApiClientConfig } from "@agent-portal/api-client/transport";
import type { TransportEvent } from "@agent-portal/api-client/transport";
import type { SessionStartListening } from "./persistence.ts";
import { startSessionPersistence } from "./persistence.ts";
import { sessionReducer } from "./session-slice.ts";
import { createInitialSessionState } from "./session-state.ts";
import type { KeyValueStorage, SafeStorage } from "./storage.ts";
import { createMemoryStorage, createSafeStorage } from "./storage.ts";
import { startSessionEvents } from "./session-events.ts";
import { sessionTransportHooks } from "./transport-hooks.ts";

/** An answer of the fake backend: a `{ code, msg, data }` envelope with an HTTP status (default 200). */
export interface FakeAnswer {
  readonly code: number;
  readonly data?: unknown;
  readonly msg?: string;
  readonly status?: number;
}

/** One request the fake backend saw. */
export interface SeenRequest {
  readonly family: FamilyId;
  readonly method: string;
  /** The path under the family's base URL, e.g. `/agent/user/info`. */
  readonly path: string;
  /** The query string with its `?` (`""` when none), e.g. a GET call's request. */
  readonly search: string;
  readonly headers: Headers;
  /** The body text (`""` for GET). */
  readonly body: string;
}

/** Answers a request by `<family> <path>`, e.g. `"main /agent/user/info"`; a function may vary the answer per call. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>)>;

/** The fake's base URL of a family: `http://api.test/<family>`. */
export const fakeFamilyBaseUrl = (family: FamilyId): string => `http://api.test/${family}`;

/** Builds the test store; `routes` may be changed between calls (it is read on every request). */
export function createTestSessionStore(routes: FakeRoutes, initialStorage: Readonly<Record<string, string>> = {}) {
  const backend: KeyValueStorage = createMemoryStorage(initialStorage);
  const storage: SafeStorage = createSafeStorage(backend);
  const requests: SeenRequest[] = [];
  const events: TransportEvent[] = [];

  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const [, family = "", ...rest] = url.pathname.split("/");
    const body = await request.clone().text();
    const seen: SeenRequest = { family: family as FamilyId, method: request.method, path: `/${rest.join("/")}`, search: url.search, headers: request.headers, body };
    requests.push(seen);
    const route = routes[`${seen.family} ${seen.path}`];
    if (route === undefined) return Response.json({ code: 404404, msg: "no fake route" }, { status: 404 });
    const answer = typeof route === "function" ? await route(seen) : route;
    return Response.json({ code: answer.code, msg: answer.msg ?? "", data: answer.data }, { status: answer.status ?? 200 });
  };

  const listener = createListenerMiddleware();
  const store = configureStore({
    reducer: { session: sessionReducer, [baseApi.reducerPath]: baseApi.reducer },
    preloadedState: { session: createInitialSessionState(storage) },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
  startSessionPersistence(listener.startListening as SessionStartListening, storage);
  const sessionEvents = startSessionEvents(listener.startListening as SessionStartListening);
  const hooks = sessionTransportHooks(store, { storage });
  resetApiClientConfig();
  configureApiClient({
    fetch: fetchFn,
    baseUrls: Object.fromEntries(familyIds.map((family) => [family, fakeFamilyBaseUrl(family)])),
    ...hooks,
    onEvent: (event) => {
      hooks.onEvent(event);
      events.push(event);
    },
  });
  return { store, storage, backend, requests, events, sessionEvents };
}
