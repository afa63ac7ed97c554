/**
 * Reading an exported CSV file in end-to-end tests: the download Playwright saved, checked for the
 * UTF-8 byte-order mark and split into its CRLF lines, and the check that a data line's figures
 * stay numbers.
 */
import { readFile } from "node:fs/promises";
import type { Download } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The lines of a downloaded CSV file (header first, no trailing empty line), after checking it starts with the byte-order mark. */
export async function csvLinesOf(download: Download): Promise<string[]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
}

/** Expects the last `count` cells of every data line (not the header) to be digits only: numbers stay numbers. */
export function expectNumericTails(lines: readonly string[], count: number): void {
  for (const line of lines.slice(1))
    expect(
      line
        .split(",")
        .slice(-count)
        .every((cell) => /^\d+$/.test(cell)),
      line,
    ).toBe(true);
}
