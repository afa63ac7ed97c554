/**
 * Test support (not exported): a fake `fetch` wired through `configureApiClient`, which
 * records every request the transport sends and answers from a handler.
 */
import { vi } from "vitest";
import { familyIds } from "#families.ts";
import type { FamilyId } from "#families.ts";
import { configureApiClient, resetApiClientConfig } from "#transport/config.ts";
import type { ApiClientConfig, TransportEvent } from "#transport/config.ts";

/** Answers one recorded request. */
export type FakeHandler = (request: Request, attempt: number) => Response | Promise<Response>;

/** `{ code, msg, data }` as a JSON response. */
export const envelope = (code: number, data?: unknown, msg = "", status = 200): Response => Response.json({ code, msg, data }, { status });

/** A plain-text (non-envelope) response. */
export const text = (body: string, status: number): Response => new Response(body, { status });

/** A `fetch` answer that never comes, rejecting with the request's abort reason once its signal aborts. */
export const hang = (request: Request): Promise<Response> =>
  new Promise((_resolve, reject) => {
    request.signal.addEventListener("abort", () => reject(request.signal.reason as Error), { once: true });
  });

/** Answers after `ms` (fake timers advance it), or rejects when the request is aborted first. */
export const after = (ms: number, request: Request, answer: () => Response): Promise<Response> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(answer()), ms);
    request.signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(request.signal.reason as Error);
      },
      { once: true },
    );
  });

/** Base URL the fake gives each family: `http://api.test/<familyId>`. */
export const fakeBaseUrl = (family: FamilyId): string => `http://api.test/${family}`;

/** Installs the fake and answers what it recorded. */
export function installFakeApi(handler: FakeHandler, overrides: ApiClientConfig = {}) {
  const requests: Request[] = [];
  /** Body text of each request, read when it was sent (ky cancels request bodies afterwards). */
  const bodies: string[] = [];
  const events: TransportEvent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const attempt = requests.length;
    bodies.push(await request.clone().text());
    return handler(request, attempt);
  });
  resetApiClientConfig();
  configureApiClient({
    baseUrls: Object.fromEntries(familyIds.map((family) => [family, fakeBaseUrl(family)])),
    fetch,
    getToken: () => "secret-token",
    getDeviceId: () => "device-1",
    getLanguage: () => "id",
    onEvent: (event) => events.push(event),
    ...overrides,
  });
  return { requests, bodies, events, fetch };
}
