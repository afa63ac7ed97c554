import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiMessageKey, GENERIC_ERROR_KEY, HTTP_ERROR_KEY, isApiError, MALFORMED_ERROR_KEY, PHONE_AUTH_ERROR_KEY, TOKEN_ERROR_KEY, TOO_LARGE_ERROR_KEY } from "#errors.ts";
import type { FamilyStyle } from "#families.ts";
import { classifyFailure, classifyResponse } from "./classify.ts";

const url = "/agent/user/login";
const response = z.object({ token: z.string(), expiresIn: z.int() });

describe("classifyResponse: fuzzing (issue 8, item 9)", () => {
  const jsonBodies = fc.oneof(
    fc.json(),
    fc
      .record(
        {
          code: fc.oneof(fc.integer(), fc.constantFrom(0, 1, 401, 413, 20002, 20003, 20006, 40001), fc.double(), fc.string()),
          msg: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
          data: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  );
  const bodies = fc.oneof(jsonBodies, fc.string(), fc.string({ unit: "binary" }));
  const statuses = fc.oneof(fc.integer({ min: 100, max: 599 }), fc.constantFrom(0, 200, 204, 401, 413, 500, 503), fc.integer());

  it("never throws and always answers a valid result with a translatable key", () => {
    fc.assert(
      fc.property(statuses, bodies, fc.constantFrom<FamilyStyle>("json", "cpp"), (httpStatus, bodyText, style) => {
        const result = classifyResponse({ url, style, httpStatus, bodyText, response });
        if (result.ok) {
          expect(response.safeParse(result.data).success).toBe(true);
          expect(result.code).toBe(style === "cpp" ? 1 : 0);
          return;
        }
        expect(isApiError(result.error)).toBe(true);
        expect(result.error.messageKeys.length).toBeGreaterThan(0);
        expect(result.error.url).toBe(url);
        expect(typeof result.error.fallbackMessage).toBe("string");
        expect(JSON.parse(JSON.stringify(result.error))).toEqual(result.error);
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws for failures of any shape", () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (error, callerAborted) => {
        const classified = classifyFailure({ url, error, callerAborted });
        expect(["network", "timeout", "aborted"]).toContain(classified.kind);
        expect(isApiError(classified)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("ends every error kind's keys in a key the locale files carry, or the URL+code key", () => {
    const generic = new Set([TOKEN_ERROR_KEY, PHONE_AUTH_ERROR_KEY, TOO_LARGE_ERROR_KEY, HTTP_ERROR_KEY, MALFORMED_ERROR_KEY]);
    fc.assert(
      fc.property(statuses, bodies, (httpStatus, bodyText) => {
        const result = classifyResponse({ url, style: "json", httpStatus, bodyText, response });
        if (result.ok) return;
        const last = result.error.messageKeys.at(-1) ?? GENERIC_ERROR_KEY;
        if (result.error.kind === "business") expect(last).toBe(apiMessageKey(url, result.error.code));
        else expect(generic.has(last)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
