import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { apiErrorMessage, businessCodeOf } from "./api-error.ts";

const t = ((key: string | string[], options?: { defaultValue?: string }) => {
  const keys = Array.isArray(key) ? key : [key];
  const known: Record<string, string> = { "errors.api./SubmitKycInfo.35001": "Number used", lang328: "Something went wrong" };
  for (const candidate of keys) if (candidate in known) return known[candidate];
  return options?.defaultValue ?? keys[0];
}) as unknown as TFunction;

const base = { url: "/SubmitKycInfo", fallbackMessage: "server says", httpStatus: 200 };

describe("apiErrorMessage", () => {
  it("shows the message keyed by URL and code, else the server's, else the generic text", () => {
    expect(apiErrorMessage(t, { ...base, kind: "business", code: 35001, messageKeys: ["errors.api./SubmitKycInfo.35001"] })).toBe("Number used");
    expect(apiErrorMessage(t, { ...base, kind: "business", code: 35999, messageKeys: ["errors.api./SubmitKycInfo.35999"] })).toBe("server says");
    expect(apiErrorMessage(t, { ...base, fallbackMessage: "", kind: "business", code: 35999, messageKeys: ["x"] })).toBe("Something went wrong");
    expect(apiErrorMessage(t, new Error("boom"))).toBe("Something went wrong");
  });

  it("shows nothing for no error, an aborted call or a token error", () => {
    expect(apiErrorMessage(t, undefined)).toBeNull();
    expect(apiErrorMessage(t, { ...base, kind: "aborted", httpStatus: null, code: null, messageKeys: ["errors.aborted"] })).toBeNull();
    expect(apiErrorMessage(t, { ...base, kind: "token", code: 20003, messageKeys: ["errors.token"] })).toBeNull();
  });

  it("reads the business code of business errors only", () => {
    expect(businessCodeOf({ ...base, kind: "business", code: 36007, messageKeys: [] })).toBe(36007);
    expect(businessCodeOf({ ...base, kind: "http", code: null, httpStatus: 500, messageKeys: [] })).toBeNull();
    expect(businessCodeOf("x")).toBeNull();
  });
});
