import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkFiles, formatBytes, matchesAccept } from "./file-checks.ts";

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe("matchesAccept", () => {
  it("matches extensions, exact MIME types and MIME groups case-insensitively", () => {
    expect(matchesAccept(file("Data.CSV", "text/csv", 1), [".csv"])).toBe(true);
    expect(matchesAccept(file("a.png", "image/png", 1), ["image/*"])).toBe(true);
    expect(matchesAccept(file("a.png", "image/png", 1), ["image/jpeg"])).toBe(false);
    expect(matchesAccept(file("a.xlsx", "", 1), [".csv", "text/csv"])).toBe(false);
    expect(matchesAccept(file("a.xlsx", "", 1), [])).toBe(true);
  });
});

describe("checkFiles", () => {
  it("rejects by type, then size, then count, keeping order", () => {
    const files = [
      file("a.csv", "text/csv", 10),
      file("b.exe", "application/x-msdownload", 1),
      file("c.csv", "text/csv", 5000),
      file("d.csv", "text/csv", 1),
      file("e.csv", "text/csv", 1),
    ];
    const result = checkFiles(files, { accept: [".csv"], maxSize: 1024, maxFiles: 3, alreadySelected: 1 });
    expect(result.accepted.map((f) => f.name)).toEqual(["a.csv", "d.csv"]);
    expect(result.rejected.map((r) => [r.file.name, r.reason])).toEqual([
      ["b.exe", "type"],
      ["c.csv", "size"],
      ["e.csv", "count"],
    ]);
  });

  it("accounts for every file exactly once and never exceeds the limits", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ size: fc.nat(3000), csv: fc.boolean() }), { maxLength: 12 }),
        fc.option(fc.nat(5), { nil: undefined }),
        fc.nat(2000),
        (specs, maxFiles, maxSize) => {
          const files = specs.map((spec, index) => file(`f${String(index)}.${spec.csv ? "csv" : "txt"}`, spec.csv ? "text/csv" : "text/plain", spec.size));
          const { accepted, rejected } = checkFiles(files, { accept: [".csv"], maxSize, ...(maxFiles === undefined ? {} : { maxFiles }) });
          expect(accepted.length + rejected.length).toBe(files.length);
          expect(accepted.every((f) => f.size <= maxSize && f.name.endsWith(".csv"))).toBe(true);
          if (maxFiles !== undefined) expect(accepted.length).toBeLessThanOrEqual(maxFiles);
        },
      ),
    );
  });
});

describe("formatBytes", () => {
  it("picks a readable unit", () => {
    expect(formatBytes(512, "en")).toBe("512 byte");
    expect(formatBytes(2 * 1024 * 1024, "en")).toBe("2 MB");
    expect(formatBytes(1536, "en")).toBe("1.5 kB");
  });
});
