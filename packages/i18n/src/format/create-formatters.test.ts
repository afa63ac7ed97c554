import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { createFormatters } from "./create-formatters.ts";

describe("createFormatters", () => {
  it("binds each formatter to the language and t", () => {
    const format = createFormatters("en", ((key: string) => (key === "format.otherRegion" ? "Other" : key)) as unknown as TFunction);
    expect(format.language).toBe("en");
    expect(format.number(1234)).toBe("1,234");
    expect(format.region("ID")).toBe("Indonesia");
    expect(format.region("Other")).toBe("Other");
  });
});
