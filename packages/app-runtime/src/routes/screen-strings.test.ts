import english from "@agent-portal/i18n/locales/en.json";
import { describe, expect, it } from "vitest";
import { SHELL_BOOT_STRINGS } from "@agent-portal/app-runtime/build";

const segmentsOf = (path: string | readonly string[]): readonly string[] => (typeof path === "string" ? path.split(".") : path);

function nodeAt(path: readonly string[]): unknown {
  let node: unknown = english;
  for (const segment of path) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}

describe("SHELL_BOOT_STRINGS (the shell's keys in the boot part of a split locale file)", () => {
  it("names only keys the locale files have", () => {
    const missing = SHELL_BOOT_STRINGS.map(segmentsOf).filter((path) => nodeAt(path) === undefined);
    expect(missing).toEqual([]);
  });

  it("holds every transport error text but the per-call ones, so a failed session call is worded before any screen loads", () => {
    const boot = new Set(SHELL_BOOT_STRINGS.map((path) => segmentsOf(path).join("\u0000")));
    const generic = Object.keys(english.errors).filter((key) => key !== "api");
    expect(generic.filter((key) => !boot.has(`errors\u0000${key}`))).toEqual([]);
  });
});
