import { describe, expect, it } from "vitest";
import { checkBigoId } from "./bigo-id.ts";

describe("checkBigoId", () => {
  it("accepts the platform's IDs, trimmed", () => {
    expect(checkBigoId(" anchor.1 ")).toEqual({ kind: "valid", value: "anchor.1" });
    expect(checkBigoId("maya_music6")).toEqual({ kind: "valid", value: "maya_music6" });
    expect(checkBigoId("471269363")).toEqual({ kind: "valid", value: "471269363" });
  });

  it("treats an empty field as no filter", () => {
    expect(checkBigoId("   ")).toEqual({ kind: "empty" });
  });

  it("refuses IDs that cannot exist: spaces, symbols, more than 32 characters", () => {
    expect(checkBigoId("maya music").kind).toBe("invalid");
    expect(checkBigoId("maya!").kind).toBe("invalid");
    expect(checkBigoId("a".repeat(33)).kind).toBe("invalid");
    expect(checkBigoId("<script>").kind).toBe("invalid");
  });
});
