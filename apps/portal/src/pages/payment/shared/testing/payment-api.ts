/**
 * The live_agent_service network of a payment screen's component tests (MSW, `msw/node`; the
 * screen runs on the real store, transport and hooks of `renderWithApi`): every call is answered
 * by the test and recorded with its body, so a test asserts what was sent, how often and with
 * which idempotency key. The tab's session storage (kept drafts) is cleared before each test.
 */
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";

/** The family's base URL under `renderWithApi`'s origin. */
export const LAS_BASE = "http://api.test/api/live_agent_service";
/** A request body as sent. */
export type Body = Record<string, unknown>;
/** A C++-style gateway success (code 1) with `data`. */
export const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: "", data });
/** A business refusal with `code` (HTTP 200). */
export const refuse = (code: number) => HttpResponse.json({ code, msg: "refused", data: null });

/** What {@link setupPaymentApi} gives a test file. */
export interface PaymentApi {
  readonly server: ReturnType<typeof setupServer>;
  /** Every call of the current test, in order: the call's name (`PaymentAgencyTransferSubmit`) and body. */
  readonly sent: { readonly path: string; readonly body: Body }[];
  /** The recorded calls of one name. */
  readonly calls: (path: string) => { readonly path: string; readonly body: Body }[];
  /**
   * Answers one call differently for the current test, still recording it.
   *
   * @param respond gets the body and how many of this call were sent, this one included
   */
  readonly answerCall: (path: string, respond: (body: Body, count: number) => Response | Promise<Response>) => void;
}

/**
 * Starts the MSW server for the test file (call once, at the top level) and answers every call
 * with `answer(name, body)` unless a test overrides one with {@link PaymentApi.answerCall}.
 */
export function setupPaymentApi(answer: (path: string, body: Body) => Response | Promise<Response>): PaymentApi {
  const sent: { path: string; body: Body }[] = [];
  const server = setupServer();
  const calls = (path: string) => sent.filter((s) => s.path === path);
  const record = async (path: string, request: Request) => {
    const body = (await request.json()) as Body;
    sent.push({ path, body });
    return body;
  };
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());
  beforeEach(() => {
    sent.length = 0;
    window.sessionStorage.clear();
    server.use(http.post(`${LAS_BASE}/:call`, async ({ request, params }) => answer(String(params.call), await record(String(params.call), request))));
  });
  const answerCall: PaymentApi["answerCall"] = (path, respond) => {
    server.use(http.post(`${LAS_BASE}/${path}`, async ({ request }) => respond(await record(path, request), calls(path).length)));
  };
  return { server, sent, calls, answerCall };
}
