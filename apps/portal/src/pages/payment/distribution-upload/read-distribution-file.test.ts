import { DistributionRowState } from "@agent-portal/api-client/enums";
import { createMockDistributionBatch } from "@agent-portal/api-client/mocks/payment-records";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { rejectedRowsCsv } from "./distribution-template.ts";
import { readDistributionFile, rowsOfCells } from "./read-distribution-file.ts";

const SHA = "0".repeat(64);

describe("rowsOfCells", () => {
  it("finds the columns by name in any order and case, keeps each row's line and skips empty rows", () => {
    const read = rowsOfCells("f.csv", SHA, [["Note", "AMOUNT_BEANS", "bigo_id", "extra"], ["x", "10", "a", "1"], ["", "", "", ""], ["", "1,000", "b", ""], [""]]);
    expect(read).toMatchObject({
      ok: true,
      file: {
        headers: ["Note", "AMOUNT_BEANS", "bigo_id", "extra"],
        rows: [
          { line: 2, bigo_id: "a", amount: "10", note: "x" },
          { line: 4, bigo_id: "b", amount: "1,000", note: "" },
        ],
      },
    });
  });

  it("refuses a sheet without the two columns, or without data rows", () => {
    expect(
      rowsOfCells("f.csv", SHA, [
        ["id", "amount"],
        ["a", "1"],
      ]),
    ).toEqual({ ok: false, error: "missingColumns" });
    expect(rowsOfCells("f.csv", SHA, [["bigo_id", "amount_beans"], [""]])).toEqual({ ok: false, error: "empty" });
    expect(rowsOfCells("f.csv", SHA, [])).toEqual({ ok: false, error: "empty" });
  });

  it("refuses more than 10,000 rows", () => {
    const rows = Array.from({ length: 10_001 }, (_v, i) => [`id${String(i)}`, "1"]);
    expect(rowsOfCells("f.csv", SHA, [["bigo_id", "amount_beans"], ...rows])).toEqual({ ok: false, error: "tooManyRows" });
  });
});

describe("readDistributionFile", () => {
  it("reads a CSV with a byte-order mark and `;`, keeping `1.23E+10`, `12,5` and `US$10` as typed, and hashes the bytes", async () => {
    const text = "\uFEFFbigo_id;amount_beans\n1.23E+10;12,5\nanchor;US$10\n";
    const read = await readDistributionFile(new File([text], "nov.csv", { type: "text/csv" }));
    if (!read.ok) throw new Error(read.error);
    expect(read.file.rows).toEqual([
      { line: 2, bigo_id: "1.23E+10", amount: "12,5", note: "" },
      { line: 3, bigo_id: "anchor", amount: "US$10", note: "" },
    ]);
    expect(read.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads a real XLSX workbook's first sheet: an ID stored as a number keeps every digit, amounts stay as stored", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("November");
    // Columns in another order, an extra column, a numeric ID that Excel shows as 1.23E+10.
    sheet.addRow(["amount_beans", "comment", "BIGO_ID", "note"]);
    sheet.addRow([12.5, "x", 12_300_000_000, "decimal"]);
    sheet.addRow(["1,000", "", "anchor.2", "text amount"]);
    sheet.addRow([1_000_000, "", "anchor.3", ""]);
    sheet.addRow([]);
    sheet.addRow([-3, "", "anchor.4", "after an empty row"]);
    workbook.addWorksheet("Ignored").addRow(["bigo_id", "amount_beans"]);
    const bytes = await workbook.xlsx.writeBuffer();
    const read = await readDistributionFile(new File([bytes], "nov.xlsx"));
    if (!read.ok) throw new Error(read.error);
    expect(read.file.headers).toEqual(["amount_beans", "comment", "BIGO_ID", "note"]);
    expect(read.file.rows).toEqual([
      { line: 2, bigo_id: "12300000000", amount: "12.5", note: "decimal" },
      { line: 3, bigo_id: "anchor.2", amount: "1,000", note: "text amount" },
      { line: 4, bigo_id: "anchor.3", amount: "1000000", note: "" },
      { line: 6, bigo_id: "anchor.4", amount: "-3", note: "after an empty row" },
    ]);
    expect(read.file.cellsByLine.get(2)).toEqual(["12.5", "x", "12300000000", "decimal"]);
  });

  it("answers unreadable for a file that is not an XLSX workbook", async () => {
    expect(await readDistributionFile(new File(["not a zip"], "nov.xlsx"))).toEqual({ ok: false, error: "unreadable" });
  });
});

describe("rejectedRowsCsv", () => {
  const batch = createMockDistributionBatch();
  const rejected = batch.rows.filter((row) => row.state === DistributionRowState.Invalid);

  it("gives the original columns plus error, for the rejected lines only, and reads back as a distribution file", async () => {
    const read = rowsOfCells("f.csv", SHA, [
      ["note", "bigo_id", "amount_beans"],
      ["ok", "anchor_mia", "1500"],
      ["=HYPERLINK()", "anchor_zoe", "12.5"],
    ]);
    if (!read.ok) throw new Error(read.error);
    const text = await rejectedRowsCsv(rejected, read.file, (row) => `${row.column}: decimal`);
    expect(text.startsWith("\uFEFF")).toBe(true);
    const cells = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(cells).toEqual([
      ["note", "bigo_id", "amount_beans", "error"],
      ["'=HYPERLINK()", "anchor_zoe", "12.5", "amount_beans: decimal"],
    ]);
    expect(rowsOfCells("again.csv", SHA, cells)).toMatchObject({ ok: true, file: { rows: [{ line: 2, bigo_id: "anchor_zoe", amount: "12.5" }] } });
  });

  it("without the file (after a reload) uses the server's copy of each row under the template's columns", async () => {
    const text = await rejectedRowsCsv(rejected, null, () => "why");
    expect(text).toBe("\uFEFFbigo_id,amount_beans,note,error\r\nanchor_zoe,12.5,,why\r\n");
  });
});
