import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CODE_MAX_LENGTH, PHONE_MAX_LENGTH, fullPhoneNumber, sanitizeCodeInput, sanitizeDialInput, sanitizePhoneInput, toAsciiDigits } from "./phone-number.ts";

describe("phone input rules (SPEC 5)", () => {
  it("keeps only digits of a typed or pasted phone, at most 20", () => {
    expect(sanitizePhoneInput("+62 (812) 3456-7890")).toBe("6281234567890");
    expect(sanitizePhoneInput("1".repeat(30))).toHaveLength(PHONE_MAX_LENGTH);
  });

  it("never answers more than 20 ASCII digits, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const kept = sanitizePhoneInput(text);
        return kept.length <= PHONE_MAX_LENGTH && /^[0-9]*$/.test(kept);
      }),
      { numRuns: 1000 },
    );
  });

  it("caps the code at 10 characters and drops white space", () => {
    expect(sanitizeCodeInput(" 123 456 ")).toBe("123456");
    expect(sanitizeCodeInput("12345678901234")).toHaveLength(CODE_MAX_LENGTH);
  });

  it("reads digits of other scripts as ASCII", () => {
    expect(toAsciiDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(toAsciiDigits("۰۹ ০৯ ၀၉ ๐๙")).toBe("09 09 09 09");
    expect(sanitizePhoneInput("٠٨١٢")).toBe("0812");
  });

  it("sends the country prefix plus the number", () => {
    expect(fullPhoneNumber("62", "812 3456 7890")).toBe("6281234567890");
    expect(fullPhoneNumber("1876", "5551234")).toBe("18765551234");
    expect(sanitizeDialInput("+12345")).toBe("1234");
  });
});
