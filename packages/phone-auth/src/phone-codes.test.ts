import { describe, expect, it } from "vitest";
import type { ApiError } from "@agent-portal/api-client/errors";
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { GENERIC_PHONE_ERROR_KEY, PhoneCode, SEND_FAILED_KEY, phoneCodeMessageKey, phoneErrorMessageKeys } from "./phone-codes.ts";

const business = (code: number): ApiError => ({ kind: "business", url: "/sendVerifyCode", httpStatus: 200, code, messageKeys: [], fallbackMessage: "" });
const lookup = (key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), en);

describe("phone codes and their messages (SPEC 8)", () => {
  it("gives every phone code its own, distinct, translated message", () => {
    const codes = [500, 501, 502, 503, 504, 505, 506, 521] as const;
    const texts = codes.map((code) => lookup(phoneCodeMessageKey(code)));
    for (const text of texts) expect(typeof text).toBe("string");
    expect(new Set(texts).size).toBe(codes.length);
    expect(lookup(SEND_FAILED_KEY)).toEqual(expect.any(String));
    expect(lookup(GENERIC_PHONE_ERROR_KEY)).toEqual(expect.any(String));
  });

  it("uses the code's own message first, then the send-failure or generic one", () => {
    expect(phoneErrorMessageKeys(business(PhoneCode.CheckCodeFailed), "validate")).toEqual(["phoneAuth.errors.505", GENERIC_PHONE_ERROR_KEY]);
    expect(phoneErrorMessageKeys(business(PhoneCode.BindPhoneFailed), "bind")).toEqual(["phoneAuth.errors.521", GENERIC_PHONE_ERROR_KEY]);
    expect(phoneErrorMessageKeys(business(PhoneCode.SendBySmsFailed), "send")).toEqual(["phoneAuth.errors.503", SEND_FAILED_KEY]);
    expect(phoneErrorMessageKeys(business(99999), "send")).toEqual([SEND_FAILED_KEY]);
    expect(phoneErrorMessageKeys(business(99999), "check")).toEqual([GENERIC_PHONE_ERROR_KEY]);
  });

  it("keeps the transport's text for a network failure or timeout", () => {
    const network: ApiError = { kind: "network", url: "/sendVerifyCode", httpStatus: null, code: null, messageKeys: ["errors.network"], fallbackMessage: "" };
    expect(phoneErrorMessageKeys(network, "send")).toEqual(["errors.network", SEND_FAILED_KEY]);
  });
});
