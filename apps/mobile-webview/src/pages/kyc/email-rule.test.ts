import { emailSchema } from "@agent-portal/api-client/contract/kyc-shared";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { isValidEmail } from "./email-rule.ts";

describe("isValidEmail (SPEC section 5)", () => {
  it.each(["ayu@example.com", "a.b-c_d@mail.example.co", "A1@B2.IO", "x@y.info", "  padded@example.com  ", "x@sub.domain-1.org"])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "plainaddress",
    "@example.com",
    "ayu@",
    "ayu@example",
    "ayu@example.c",
    "ayu@example.comms",
    "ayu@example.c0m",
    "ayu example@mail.com",
    "ayu@@example.com",
    "ayu@ex@ample.com",
    "ayu+tag@example.com",
    "ayü@example.com",
    "ayu@example.com.",
  ])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("agrees with the contract's emailSchema on generated addresses (1,000 runs)", () => {
    const part = fc.stringMatching(/^[A-Za-z0-9_.+@ -]{0,12}$/);
    const ending = fc.stringMatching(/^[A-Za-z0-9]{0,5}$/);
    fc.assert(
      fc.property(part, part, ending, (local, domain, end) => {
        const email = `${local}@${domain}.${end}`;
        expect(isValidEmail(email)).toBe(safeParse(emailSchema, email).success);
      }),
      { numRuns: 1000 },
    );
  });

  it("accepts every address built from the rule's own parts (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.-]{1,10}$/), fc.stringMatching(/^[A-Za-z0-9_.-]{1,10}$/), fc.stringMatching(/^[A-Za-z]{2,4}$/), (local, domain, end) => {
        expect(isValidEmail(`${local}@${domain}.${end}`)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
