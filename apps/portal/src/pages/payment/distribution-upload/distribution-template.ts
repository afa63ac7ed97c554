/**
 * The distribution files the screen writes (issue 21, item 1): the template, whose headers name
 * their unit, and "Download rejected rows" (the original columns plus `error`), which is fixed and
 * uploaded again. Both start with a UTF-8 byte-order mark so spreadsheets read them as UTF-8.
 */
import type { DistributionBatchRow } from "./distribution-rows.tsx";
import type { DistributionFile } from "./read-distribution-file.ts";

/** The Bigo ID column of a distribution file. */
export const ID_COLUMN = "bigo_id";
/** The amount column, in whole beans (the name says the unit). */
export const AMOUNT_COLUMN = "amount_beans";
/** The optional note column. */
export const NOTE_COLUMN = "note";
/** The rejected-rows file's last column: why the row was refused. */
export const ERROR_COLUMN = "error";
/** The template's columns, in order. */
export const DISTRIBUTION_COLUMNS = [ID_COLUMN, AMOUNT_COLUMN, NOTE_COLUMN] as const;

/** The template's name and text: the header row alone. */
export const TEMPLATE_FILE_NAME = "distribution-template.csv";
export const TEMPLATE_CSV = `\uFEFF${DISTRIBUTION_COLUMNS.join(",")}\r\n`;

/**
 * A cell that a spreadsheet would run as a formula (`=`, `+`, `@`, tab, carriage return, or `-`
 * not followed by a plain number) gets a leading `'`; `-3` stays a number, as typed.
 */
const FORMULA = /^(?:[=+@\t\r]|-(?!\d+(?:[.,]\d+)?$))/;

/**
 * The rejected rows as CSV: the file's own header and cells when the file is at hand (`original`),
 * else the three template columns from the server's copy of each row (after a reload), plus
 * `error` holding `reasonOf(row)`. Loads Papa Parse (its `unparse`).
 */
export async function rejectedRowsCsv(
  rejected: readonly DistributionBatchRow[],
  original: DistributionFile | null,
  reasonOf: (row: DistributionBatchRow) => string,
): Promise<string> {
  const { default: Papa } = await import("papaparse");
  const fields = original === null ? [...DISTRIBUTION_COLUMNS, ERROR_COLUMN] : [...original.headers, ERROR_COLUMN];
  const data = rejected.map((row) => {
    const cells = original?.cellsByLine.get(row.line);
    const own = cells === undefined || original === null ? [row.bigo_id, row.amount, row.note] : original.headers.map((_header, index) => cells[index] ?? "");
    return [...own, reasonOf(row)];
  });
  return `\uFEFF${Papa.unparse({ fields, data }, { escapeFormulae: FORMULA, newline: "\r\n" })}\r\n`;
}

/** Saves `text` as a CSV file named `fileName` (a temporary object URL, clicked, then revoked). */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The rejected-rows file's name: the uploaded file's stem with `-rejected.csv`. */
export function rejectedFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]+$/, "")}-rejected.csv`;
}
