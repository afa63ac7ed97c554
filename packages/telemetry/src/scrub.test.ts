import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FILTERED, isSensitiveKey, scrubString, scrubValue } from "./scrub.ts";

describe("scrubString", () => {
  it("filters the redirect, code and token values of a page URL and keeps the rest", () => {
    const url = "https://portal.example/agent/login?lang=id&redirect=https%3A%2F%2Fportal.example%2Fagent%2Fpay&code=123456&token=abc.def";
    expect(scrubString(url)).toBe(`https://portal.example/agent/login?lang=id&redirect=${FILTERED}&code=${FILTERED}&token=${FILTERED}`);
  });

  it("filters sensitive parameters in fragments and relative URLs too", () => {
    expect(scrubString("/agent/cb#access_token=xyz&state=1")).toBe(`/agent/cb#access_token=${FILTERED}&state=1`);
    expect(scrubString("GET /api/x?page=2&password=hunter2")).toBe(`GET /api/x?page=2&password=${FILTERED}`);
  });

  it("filters Bearer credentials as in an Authorization header", () => {
    expect(scrubString("Authorization: Bearer eyJhbGciOi.payload.sig")).toBe(`Authorization: Bearer ${FILTERED}`);
  });

  it("filters JSON members with a sensitive name, but not a numeric envelope code", () => {
    const text = '{"username":"agency.manager","password":"sandbox123","code":"482913","token":"t-1","result":{"code":50000}}';
    expect(scrubString(text)).toBe(`{"username":"agency.manager","password":"${FILTERED}","code":"${FILTERED}","token":"${FILTERED}","result":{"code":50000}}`);
  });

  it("filters every occurrence of a known secret, ignoring secrets too short to search for", () => {
    expect(scrubString("failed with tok-123456 then tok-123456", ["tok-123456"])).toBe(`failed with ${FILTERED} then ${FILTERED}`);
    expect(scrubString("page 12 of 40", ["12"])).toBe("page 12 of 40");
  });

  it("never lets a token placed as a query value through, whatever it is (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._~-]{6,40}$/), fc.constantFrom("token", "code", "redirect", "access_token"), (value, name) => {
        const scrubbed = scrubString(`https://a.example/agent/x?keep=1&${name}=${value}&z=2`);
        expect(scrubbed).toContain(`${name}=${FILTERED}`);
        expect(scrubbed).toContain("keep=1");
        expect(scrubbed).not.toContain(`=${value}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe("isSensitiveKey", () => {
  it("names tokens, passwords, cookies and Authorization headers in any case or separator style", () => {
    for (const key of [
      "token",
      "accessToken",
      "refresh_token",
      "Authorization",
      "authorization",
      "Cookie",
      "set-cookie",
      "password",
      "new_password",
      "verifyCode",
      "sms_code",
      "otp",
    ]) {
      expect(isSensitiveKey(key, "x"), key).toBe(true);
    }
  });

  it("treats code as secret only when it holds a string", () => {
    expect(isSensitiveKey("code", "123456")).toBe(true);
    expect(isSensitiveKey("code", 50000)).toBe(false);
    expect(isSensitiveKey("username", "admin")).toBe(false);
  });
});

describe("scrubValue", () => {
  it("scrubs a Sentry-like event: request headers and URL, breadcrumbs, extra, and keeps the shape", () => {
    const event = {
      message: "HTTP 500 /agent/user/info",
      request: { url: "http://localhost/agent/login?redirect=%2Fagent%2Fpay&token=t-abcdef", headers: { Authorization: "Bearer t-abcdef", "User-Agent": "UA" } },
      breadcrumbs: [
        { category: "fetch", data: { url: "/api/agent/user/login", method: "POST", status_code: 500 } },
        { category: "console", message: "token t-abcdef rejected" },
      ],
      extra: { body: { username: "admin", password: "sandbox123", code: "482913" }, status: 500 },
      tags: { "http.status": 500 },
    };
    const scrubbed = scrubValue(event, ["t-abcdef"]);
    expect(scrubbed.request.url).toBe(`http://localhost/agent/login?redirect=${FILTERED}&token=${FILTERED}`);
    expect(scrubbed.request.headers).toEqual({ Authorization: FILTERED, "User-Agent": "UA" });
    expect(scrubbed.breadcrumbs[1]?.message).toBe(`token ${FILTERED} rejected`);
    expect(scrubbed.extra).toEqual({ body: { username: "admin", password: FILTERED, code: FILTERED }, status: 500 });
    expect(scrubbed.tags).toEqual({ "http.status": 500 });
    expect(JSON.stringify(scrubbed)).not.toMatch(/t-abcdef|sandbox123|482913/);
    // The input is left as it was.
    expect(event.extra.body.password).toBe("sandbox123");
  });

  it("survives cycles and very deep values", () => {
    const cyclic: Record<string, unknown> = { name: "a" };
    cyclic.self = cyclic;
    expect(scrubValue(cyclic)).toEqual({ name: "a", self: FILTERED });
    let deep: unknown = "token=abcdef";
    for (let level = 0; level < 30; level += 1) deep = { next: deep };
    expect(JSON.stringify(scrubValue(deep))).not.toContain("abcdef");
  });
});
