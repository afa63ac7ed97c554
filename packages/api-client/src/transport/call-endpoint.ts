/**
 * One call of the contract, end to end: validate, encode, send, classify, report.
 * The result is data, never a thrown surprise (ARCHITECTURE "How data flows", step 4).
 */
import { safeParse } from "zod/v4/core";
import type { $ZodType } from "zod/v4/core";
import type { EndpointDeclaration, RequestOf, ResponseOf } from "#contract/define.ts";
import { INVALID_REQUEST_ERROR_KEY } from "#errors.ts";
import type { ApiError, ApiResult } from "#errors.ts";
import { families } from "#families.ts";
import { classifyFailure, classifyResponse, formatIssues } from "./classify.ts";
import { send } from "./client.ts";
import { getApiClientConfig } from "./config.ts";
import type { TransportEvent } from "./config.ts";
import { encodeRequest } from "./encode.ts";

/** Per-call options of {@link callEndpoint}. */
export interface CallOptions {
  /** Aborts the call (route change, unmount); the result is then an `aborted` error. */
  readonly signal?: AbortSignal;
}

const invalidRequest = (url: string, issues: string): ApiError => ({
  kind: "invalidRequest",
  url,
  httpStatus: null,
  code: null,
  issues,
  messageKeys: [INVALID_REQUEST_ERROR_KEY],
  fallbackMessage: "",
});

/** The session event an error raises, if any (SPEC section 8). */
function eventOf(error: ApiError): TransportEvent | null {
  switch (error.kind) {
    case "token":
      return { type: "tokenError", error };
    case "phoneAuth":
      return { type: "phoneAuthRequired", error };
    case "business":
    case "http":
    case "tooLarge":
    case "malformed":
      return { type: "abnormal", error };
    case "network":
    case "timeout":
    case "aborted":
    case "invalidRequest":
      return null;
  }
}

function report(error: ApiError): void {
  const event = eventOf(error);
  if (event === null) return;
  try {
    getApiClientConfig().onEvent?.(event);
  } catch {
    // A failing listener must not turn a classified result into a thrown one.
  }
}

type Validated = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: string };

function validate(declaration: EndpointDeclaration, args: unknown): Validated {
  try {
    const checked = safeParse(declaration.request, args === undefined ? {} : args);
    return checked.success ? { ok: true, value: checked.data } : { ok: false, issues: formatIssues("", checked.error.issues) };
  } catch (error) {
    return { ok: false, issues: `(root): ${error instanceof Error ? error.message : "could not be validated"}` };
  }
}

async function run<E extends EndpointDeclaration>(declaration: E, args: unknown, signal: AbortSignal | undefined): Promise<ApiResult<ResponseOf<E>>> {
  const { path: url, method, encoding, family, response } = declaration;
  const validated = validate(declaration, args);
  if (!validated.ok) return { ok: false, error: invalidRequest(url, validated.issues) };
  const encoded = encodeRequest(method, encoding, url, validated.value);
  if ("missing" in encoded) return { ok: false, error: invalidRequest(url, `${encoded.missing}: path parameter is missing`) };
  if (signal?.aborted) return { ok: false, error: classifyFailure({ url, error: signal.reason, callerAborted: true }) };
  try {
    const answer = await send(declaration, encoded, signal);
    return classifyResponse<ResponseOf<E>>({
      url,
      style: families[family].style,
      httpStatus: answer.status,
      bodyText: answer.bodyText,
      // E["response"] outputs ResponseOf<E> by definition; TypeScript cannot see through the generic.
      response: response as $ZodType<ResponseOf<E>>,
    });
  } catch (error) {
    return { ok: false, error: classifyFailure({ url, error, callerAborted: signal?.aborted ?? false }) };
  }
}

/**
 * Calls one declared endpoint.
 *
 * 1. Validates `args` with the declaration's request schema (no argument means `{}`); a
 *    failure is an `invalidRequest` error and nothing is sent.
 * 2. Sends through the family's client (headers, encoding, retries and budget: `client.ts`).
 * 3. Classifies the answer (SPEC section 8, `classify.ts`); `data` is the response schema's output.
 * 4. Reports `tokenError`, `phoneAuthRequired` or `abnormal` to `config.onEvent`, once per call.
 *
 * Never throws and logs nothing (no token, password or code can leak through it).
 *
 * @returns `{ ok: true, data, code }` or `{ ok: false, error }` with a plain, serialisable {@link ApiError}.
 */
export async function callEndpoint<E extends EndpointDeclaration>(
  declaration: E,
  args: RequestOf<E> | undefined,
  options: CallOptions = {},
): Promise<ApiResult<ResponseOf<E>>> {
  let result: ApiResult<ResponseOf<E>>;
  try {
    result = await run(declaration, args, options.signal);
  } catch (error) {
    result = { ok: false, error: classifyFailure({ url: declaration.path, error, callerAborted: options.signal?.aborted ?? false }) };
  }
  if (!result.ok) report(result.error);
  return result;
}
