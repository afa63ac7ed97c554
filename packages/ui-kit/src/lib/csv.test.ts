import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

/** A strict RFC 4180 reader, for round-trip checks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? "";
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  row.push(field);
  rows.push(row);
  return rows;
}

describe("csvField", () => {
  it("quotes separators, quotes and line breaks, doubling quotes", () => {
    expect(csvField('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvField("plain")).toBe("plain");
  });

  it("neutralises text that a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
  });

  it("writes numbers, booleans, dates and empty values", () => {
    expect(csvField(-5)).toBe("-5");
    expect(csvField(1.5)).toBe("1.5");
    expect(csvField(true)).toBe("true");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(new Date(Date.UTC(2024, 0, 2)))).toBe("2024-01-02T00:00:00.000Z");
  });
});

describe("toCsv", () => {
  it("joins fields with commas and records with CRLF", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"');
  });

  it("round-trips any text through an RFC 4180 reader, formulas kept as text", () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: "binary" }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (table) => {
        const width = table[0]?.length ?? 1;
        const rows = table.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ""));
        const [header = [], ...body] = rows;
        const parsed = parseCsv(toCsv(header, body));
        // One comparison per table, not one per cell.
        const expected = rows.map((row) => row.map((original) => (/^[=+\-@\t\r]/.test(original) ? `'${original}` : original)));
        expect(parsed).toEqual(expected);
        expect(parsed.flat().some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
