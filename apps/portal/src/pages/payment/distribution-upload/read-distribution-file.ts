/**
 * Reading a distribution file in the browser (PaymentDistributionUpload 8; issue 21, item 1): the
 * cells are taken as typed text and sent to PaymentAgencyDistributionPreview, which validates
 * every row. Nothing is checked or converted here beyond finding the columns: `12.5`, `1,000`,
 * `1e6` or `1.23E+10` reach the server as written. The parsers load only when a file is read
 * (Papa Parse for CSV, read-excel-file for XLSX), so they stay out of every other chunk.
 */
import { DISTRIBUTION_MAX_ROWS } from "@agent-portal/api-client/contract/live-agent-service-distribution";
import { AMOUNT_COLUMN, ID_COLUMN, NOTE_COLUMN } from "./distribution-template.ts";

/** A row as PaymentAgencyDistributionPreview takes it. */
export interface TypedRow {
  /** The line in the file (the header is line 1). */
  readonly line: number;
  readonly bigo_id: string;
  readonly amount: string;
  readonly note: string;
}

/** A file read for upload: what the preview call sends, and the original cells for "Download rejected rows". */
export interface DistributionFile {
  readonly name: string;
  /** SHA-256 of the file's bytes, lower-case hex (the server names an earlier upload of the same file). */
  readonly sha256: string;
  /** The header row as written (any order, any extra columns). */
  readonly headers: readonly string[];
  /** Each data row's original cells, by line. */
  readonly cellsByLine: ReadonlyMap<number, readonly string[]>;
  readonly rows: readonly TypedRow[];
}

/** Why a file could not be read: no data rows; no `bigo_id` or `amount_beans` header; more than 10,000 rows; not a readable CSV or XLSX. */
export type ReadFailure = "empty" | "missingColumns" | "tooManyRows" | "unreadable";

/** What {@link readDistributionFile} answers. */
export type ReadResult = { readonly ok: true; readonly file: DistributionFile } | { readonly ok: false; readonly error: ReadFailure };

/** Longest cells the preview call takes (its request schema); longer text is cut there, the server then refuses the row as typed. */
const LIMITS = { bigo_id: 64, amount: 32, note: 200 } as const;

/** Whether the file is an XLSX workbook (by its extension or type); anything else is read as CSV. */
export function isXlsx(file: File): boolean {
  return /\.xlsx$/i.test(file.name) || file.type === "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, "0")).join("");
const headerName = (cell: string) =>
  cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase();

/** The first sheet's cells as text (numbers as stored, never re-formatted). */
async function xlsxCells(file: File): Promise<string[][]> {
  const { readSheet } = await import("read-excel-file/browser");
  const data = await readSheet<string>(file, { parseNumber: (text) => text, trim: false });
  return data.map((row) => row.map((cell) => (cell === null ? "" : cell instanceof Date ? cell.toISOString() : String(cell))));
}

/** The CSV's cells, the delimiter (`,` `;` tab `|`) detected, a UTF-8 byte-order mark dropped. */
async function csvCells(file: File): Promise<string[][]> {
  const { default: Papa } = await import("papaparse");
  const text = (await file.text()).replace(/^\uFEFF/, "");
  // The delimiter is guessed without the empty lines (a trailing one would make `;` look wrong);
  // the cells are then read with them, so each row keeps its line number.
  const { delimiter } = Papa.parse<string[]>(text, { preview: 20, skipEmptyLines: "greedy" }).meta;
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
}

/**
 * Turns a sheet's cells into the preview's rows: the header is the first non-empty row and must
 * name `bigo_id` and `amount_beans` (any case and order; `note` optional; other columns kept for the
 * rejected-rows file); empty rows (a trailing empty line) are skipped; each row keeps its line.
 */
export function rowsOfCells(name: string, sha256: string, cells: readonly (readonly string[])[]): ReadResult {
  const blank = (row: readonly string[]) => row.every((cell) => cell.trim() === "");
  const headerIndex = cells.findIndex((row) => !blank(row));
  const header = cells[headerIndex];
  if (header === undefined) return { ok: false, error: "empty" };
  const names = header.map(headerName);
  const id = names.indexOf(ID_COLUMN);
  const amount = names.indexOf(AMOUNT_COLUMN);
  const note = names.indexOf(NOTE_COLUMN);
  if (id < 0 || amount < 0) return { ok: false, error: "missingColumns" };
  const rows: TypedRow[] = [];
  const cellsByLine = new Map<number, readonly string[]>();
  cells.forEach((row, index) => {
    if (index <= headerIndex || blank(row)) return;
    const line = index + 1;
    cellsByLine.set(line, row);
    rows.push({
      line,
      bigo_id: (row[id] ?? "").slice(0, LIMITS.bigo_id),
      amount: (row[amount] ?? "").slice(0, LIMITS.amount),
      note: note < 0 ? "" : (row[note] ?? "").slice(0, LIMITS.note),
    });
  });
  if (rows.length === 0) return { ok: false, error: "empty" };
  if (rows.length > DISTRIBUTION_MAX_ROWS) return { ok: false, error: "tooManyRows" };
  return { ok: true, file: { name, sha256, headers: header.map((cell) => cell.replace(/^\uFEFF/, "")), cellsByLine, rows } };
}

/** Reads a CSV or XLSX distribution file (see {@link rowsOfCells}); `unreadable` when its parser fails. */
export async function readDistributionFile(file: File): Promise<ReadResult> {
  let cells: string[][];
  try {
    cells = isXlsx(file) ? await xlsxCells(file) : await csvCells(file);
  } catch {
    return { ok: false, error: "unreadable" };
  }
  const sha256 = hex(await crypto.subtle.digest("SHA-256", await file.arrayBuffer()));
  return rowsOfCells(file.name, sha256, cells);
}
