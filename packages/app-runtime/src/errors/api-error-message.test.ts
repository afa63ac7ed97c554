import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { apiErrorMessage, businessCodeOf } from "./api-error-message.ts";

const texts: Record<string, string> = { "errors.api./QryAnchorList.31001": "No user has this Bigo ID.", lang328: "Something went wrong.", "errors.network": "No connection." };
const t = ((keys: string | string[], options?: { defaultValue?: string }) => {
  for (const key of Array.isArray(keys) ? keys : [keys]) if (key in texts) return texts[key];
  return options?.defaultValue ?? "";
}) as unknown as TFunction;

const base = { url: "/QryAnchorList", fallbackMessage: "" };

describe("apiErrorMessage", () => {
  it("shows the text keyed by URL and code", () => {
    expect(apiErrorMessage(t, { ...base, kind: "business", httpStatus: 200, code: 31001, messageKeys: ["errors.api./QryAnchorList.31001"] })).toBe("No user has this Bigo ID.");
  });

  it("falls back to the server's message, then the generic text", () => {
    expect(
      apiErrorMessage(t, { ...base, kind: "business", httpStatus: 200, code: 31999, messageKeys: ["errors.api./QryAnchorList.31999"], fallbackMessage: "Server says no" }),
    ).toBe("Server says no");
    expect(apiErrorMessage(t, { ...base, kind: "business", httpStatus: 200, code: 31999, messageKeys: ["errors.api./QryAnchorList.31999"] })).toBe("Something went wrong.");
    expect(apiErrorMessage(t, { name: "SerializedError", message: "boom" })).toBe("Something went wrong.");
    expect(apiErrorMessage(t, new Error("boom"))).toBe("Something went wrong.");
  });

  it("shows nothing for an aborted call or a token error", () => {
    expect(apiErrorMessage(t, { ...base, kind: "aborted", httpStatus: null, code: null, messageKeys: ["errors.aborted"] })).toBeNull();
    expect(apiErrorMessage(t, { ...base, kind: "token", httpStatus: 401, code: null, messageKeys: ["errors.token"] })).toBeNull();
    expect(apiErrorMessage(t, undefined)).toBeNull();
  });

  it("reads the business code of business errors only", () => {
    expect(businessCodeOf({ ...base, kind: "business", httpStatus: 200, code: 31002, messageKeys: [] })).toBe(31002);
    expect(businessCodeOf({ ...base, kind: "network", httpStatus: null, code: null, messageKeys: ["errors.network"] })).toBeNull();
  });
});
