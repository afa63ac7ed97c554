import type { ApiError } from "@agent-portal/api-client/errors";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { describeLoginFailure } from "./login-errors.ts";

const t = ((key: string | string[], options?: { defaultValue?: string }) =>
  Array.isArray(key) ? `t(${key.join("|")})${options?.defaultValue ? `~${options.defaultValue}` : ""}` : `t(${key})`) as unknown as TFunction;

const business = (code: number, msg = ""): ApiError => ({
  kind: "business",
  url: "/agent/user/login",
  httpStatus: 200,
  code,
  messageKeys: [`errors.api./agent/user/login.${String(code)}`],
  fallbackMessage: msg,
});

describe("describeLoginFailure", () => {
  it("puts wrong credentials under the password", () => {
    expect(describeLoginFailure(business(10001), t)).toEqual({ field: "password", message: "t(errors.api./agent/user/login.10001)~t(lang328)" });
  });

  it("puts a wrong code under the code", () => {
    expect(describeLoginFailure(business(10002), t).field).toBe("code");
  });

  it("gives a disabled account its own message", () => {
    expect(describeLoginFailure(business(10003), t)).toEqual({ field: null, message: "t(login.disabledAccount)" });
  });

  it("falls back to the server message for an unknown code", () => {
    expect(describeLoginFailure(business(19999, "Server says no"), t)).toEqual({
      field: null,
      message: "t(errors.api./agent/user/login.19999)~Server says no",
    });
  });

  it("shows a network failure above the form", () => {
    const error: ApiError = { kind: "network", url: "/agent/user/login", httpStatus: null, code: null, messageKeys: ["errors.network"], fallbackMessage: "" };
    expect(describeLoginFailure(error, t).field).toBeNull();
  });
});
