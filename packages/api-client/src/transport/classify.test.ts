import { TimeoutError } from "ky";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiMessageKey, HTTP_ERROR_KEY, MALFORMED_ERROR_KEY, NETWORK_ERROR_KEY, PHONE_AUTH_ERROR_KEY, TIMEOUT_ERROR_KEY, TOKEN_ERROR_KEY, TOO_LARGE_ERROR_KEY } from "#errors.ts";
import type { ApiError, ApiResult } from "#errors.ts";
import type { FamilyStyle } from "#families.ts";
import { classifyFailure, classifyResponse } from "./classify.ts";

const url = "/agent/user/login";
const response = z.object({ token: z.string(), expiresIn: z.int() });
const goodData = { token: "t", expiresIn: 60 };

const classify = (httpStatus: number, body: unknown, style: FamilyStyle = "json"): ApiResult<unknown> =>
  classifyResponse({ url, style, httpStatus, bodyText: typeof body === "string" ? body : JSON.stringify(body), response });

const errorOf = (result: ApiResult<unknown>): ApiError => {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result.error;
};

describe("classifyResponse: SPEC 8 catalogue", () => {
  it("treats code 0 as success for JSON-style families, with the validated data", () => {
    expect(classify(200, { code: 0, msg: "", data: goodData })).toEqual({ ok: true, data: goodData, code: 0 });
  });

  it("treats code 1 as success for C++-style families", () => {
    expect(classify(200, { code: 1, data: goodData }, "cpp")).toEqual({ ok: true, data: goodData, code: 1 });
  });

  it("does not treat the other style's success code as success", () => {
    expect(errorOf(classify(200, { code: 1, msg: "x", data: goodData }, "json"))).toMatchObject({ kind: "business", code: 1 });
    expect(errorOf(classify(200, { code: 0, msg: "x", data: goodData }, "cpp"))).toMatchObject({ kind: "business", code: 0 });
  });

  it("classifies HTTP 401 as a token error, whatever the body", () => {
    expect(errorOf(classify(401, "<html>nope</html>"))).toEqual({
      kind: "token",
      url,
      httpStatus: 401,
      code: null,
      messageKeys: [TOKEN_ERROR_KEY],
      fallbackMessage: "",
    });
    expect(errorOf(classify(401, { code: 0, data: goodData }))).toMatchObject({ kind: "token", httpStatus: 401, code: 0 });
  });

  it.each([
    [20002, "errors.tokenExpired"],
    [20003, "errors.unauthorized"],
    [20006, "errors.accountDisabled"],
  ])("classifies code %i as a token error keyed %s", (code, key) => {
    expect(errorOf(classify(200, { code, msg: "server says" }))).toEqual({
      kind: "token",
      url,
      httpStatus: 200,
      code,
      messageKeys: [key, TOKEN_ERROR_KEY],
      fallbackMessage: "server says",
    });
  });

  it("classifies code 40001 as phone authentication needed", () => {
    expect(errorOf(classify(200, { code: 40001, msg: "verify phone" }, "cpp"))).toEqual({
      kind: "phoneAuth",
      url,
      httpStatus: 200,
      code: 40001,
      messageKeys: [PHONE_AUTH_ERROR_KEY],
      fallbackMessage: "verify phone",
    });
  });

  it.each([10001, 10003, 2, -1, 502, 99999])("classifies other code %i as business, keyed by URL and code, with the server message", (code) => {
    const error = errorOf(classify(200, { code, msg: "Wrong password" }));
    expect(error).toEqual({
      kind: "business",
      url,
      httpStatus: 200,
      code,
      messageKeys: [apiMessageKey(url, code)],
      fallbackMessage: "Wrong password",
    });
    expect(error.messageKeys).toEqual([`errors.api./agent/user/login.${code}`]);
  });

  it("keeps a business error readable when the server sends no message", () => {
    expect(errorOf(classify(200, { code: 10001 }))).toMatchObject({ kind: "business", fallbackMessage: "" });
    expect(errorOf(classify(200, { code: 10001, msg: null }))).toMatchObject({ kind: "business", fallbackMessage: "" });
  });

  it("reads an envelope sent with an error status as what its code says", () => {
    expect(errorOf(classify(500, { code: 5000, msg: "boom" }))).toMatchObject({ kind: "business", httpStatus: 500, code: 5000 });
    expect(errorOf(classify(403, { code: 20003, msg: "" }))).toMatchObject({ kind: "token", httpStatus: 403, code: 20003 });
  });

  it("classifies HTTP 413 as too large, even with an envelope", () => {
    const expected = { kind: "tooLarge", url, httpStatus: 413, code: null, messageKeys: [TOO_LARGE_ERROR_KEY], fallbackMessage: "" };
    expect(errorOf(classify(413, "Request Entity Too Large"))).toEqual(expected);
    expect(errorOf(classify(413, { code: 7, msg: "big" }))).toEqual(expected);
  });

  it.each([500, 502, 503, 504, 404, 400])("classifies HTTP %i without an envelope as an HTTP failure", (status) => {
    expect(errorOf(classify(status, "<html>Bad Gateway</html>"))).toEqual({
      kind: "http",
      url,
      httpStatus: status,
      code: null,
      messageKeys: [HTTP_ERROR_KEY],
      fallbackMessage: "",
    });
  });

  it("classifies a success code sent with a 5xx status as an HTTP failure, not a success", () => {
    expect(errorOf(classify(503, { code: 0, data: goodData }))).toMatchObject({ kind: "http", httpStatus: 503, code: 0 });
  });

  it.each([
    ["HTML", "<!doctype html><p>maintenance</p>"],
    ["an empty body", ""],
    ["a JSON array", [1, 2]],
    ["JSON without a code", { msg: "hi" }],
    ["a string code", { code: "0", data: goodData }],
    ["a fractional code", { code: 0.5 }],
    ["JSON null", "null"],
  ])("classifies a 2xx answer with %s as malformed", (_label, body) => {
    const error = errorOf(classify(200, body));
    expect(error).toMatchObject({ kind: "malformed", httpStatus: 200, code: null, messageKeys: [MALFORMED_ERROR_KEY] });
  });

  it("classifies data failing the response schema as malformed, naming the path", () => {
    const error = errorOf(classify(200, { code: 0, data: { token: "t", expiresIn: "soon" } }));
    expect(error.kind).toBe("malformed");
    expect(error).toMatchObject({ code: 0, httpStatus: 200 });
    expect(error.kind === "malformed" && error.issues).toMatch(/^data\.expiresIn: /);
  });

  it("names the root when data is missing altogether", () => {
    const error = errorOf(classify(200, { code: 0 }));
    expect(error.kind === "malformed" && error.issues).toMatch(/^data: /);
  });

  it("answers the schema's output, not the raw data", () => {
    const trimmed = classifyResponse({
      url,
      style: "json",
      httpStatus: 200,
      bodyText: JSON.stringify({ code: 0, data: "  padded  " }),
      response: z.string().trim(),
    });
    expect(trimmed).toEqual({ ok: true, data: "padded", code: 0 });
  });

  it("turns a response schema that throws into malformed instead of throwing", () => {
    const throwing = z.string().transform(() => {
      throw new Error("refinement exploded");
    });
    const result = classifyResponse({ url, style: "json", httpStatus: 200, bodyText: '{"code":0,"data":"x"}', response: throwing });
    expect(errorOf(result)).toMatchObject({ kind: "malformed" });
  });
});

describe("classifyFailure", () => {
  it("classifies a caller abort as aborted, whatever fetch rejected with", () => {
    expect(classifyFailure({ url, error: new TypeError("fetch failed"), callerAborted: true })).toMatchObject({ kind: "aborted" });
    expect(classifyFailure({ url, error: new DOMException("aborted", "AbortError"), callerAborted: false })).toMatchObject({
      kind: "aborted",
    });
  });

  it("classifies ky's TimeoutError and the budget's TimeoutError as timeout", () => {
    const kyTimeout = new TimeoutError(new Request("http://x.test/a"));
    expect(classifyFailure({ url, error: kyTimeout, callerAborted: false })).toEqual({
      kind: "timeout",
      url,
      httpStatus: null,
      code: null,
      messageKeys: [TIMEOUT_ERROR_KEY],
      fallbackMessage: "",
    });
    expect(classifyFailure({ url, error: new DOMException("budget", "TimeoutError"), callerAborted: false }).kind).toBe("timeout");
  });

  it("classifies anything else as a network failure", () => {
    expect(classifyFailure({ url, error: new TypeError("Failed to fetch"), callerAborted: false })).toEqual({
      kind: "network",
      url,
      httpStatus: null,
      code: null,
      messageKeys: [NETWORK_ERROR_KEY],
      fallbackMessage: "",
    });
  });
});
