import { describe, expect, it } from "vitest";
import { expireTimeOf, parsePastedIds } from "./blacklist-lines.ts";

describe("pasted Bigo IDs", () => {
  it("splits lines, commas, semicolons and spaces, skipping empty pieces", () => {
    expect(parsePastedIds("anna.1\r\nbudi_2, cici-3;\tdodo\n\n  ")).toEqual({ ids: ["anna.1", "budi_2", "cici-3", "dodo"], invalid: [] });
  });

  it("counts a repeated ID once, case-insensitively, keeping the first spelling", () => {
    expect(parsePastedIds("Anna.1\nanna.1\nANNA.1").ids).toEqual(["Anna.1"]);
  });

  it("sets apart pieces that cannot be a Bigo ID", () => {
    expect(parsePastedIds("anna.1\nUS$10\n" + "x".repeat(33))).toEqual({ ids: ["anna.1"], invalid: ["US$10", "x".repeat(33)] });
  });
});

describe("expiry", () => {
  it("is 0 for never, else the given days after now in Unix seconds", () => {
    expect(expireTimeOf(0, 1_700_000_000_500)).toBe(0);
    expect(expireTimeOf(30, 1_700_000_000_500)).toBe(1_700_000_000 + 30 * 86_400);
  });
});
