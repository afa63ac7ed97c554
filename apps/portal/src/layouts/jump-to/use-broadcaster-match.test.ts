import { describe, expect, it } from "vitest";
import { NAME_MAX_LENGTH, searchesOf } from "./use-broadcaster-match.ts";

describe("searchesOf", () => {
  it("searches a Bigo ID exactly and, from two characters, as part of a name", () => {
    expect(searchesOf(" anchor.1 ")).toEqual({ bigoId: "anchor.1", name: "anchor.1" });
    expect(searchesOf("Dewi Lestari")).toEqual({ bigoId: "", name: "Dewi Lestari" });
    expect(searchesOf("7")).toEqual({ bigoId: "7", name: "" });
  });
  it("searches nothing for blank text, and no name longer than the call takes", () => {
    expect(searchesOf("   ")).toEqual({ bigoId: "", name: "" });
    expect(searchesOf("x".repeat(NAME_MAX_LENGTH + 1)).name).toBe("");
  });
});
