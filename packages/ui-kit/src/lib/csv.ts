/**
 * CSV text per RFC 4180, safe to open in a spreadsheet.
 *
 * - Fields are separated by `,`, records by CRLF; a field holding `,`, `"`, CR or LF is quoted and
 *   its `"` doubled.
 * - Formula injection (OWASP "CSV injection"): a text field starting with `=`, `+`, `-`, `@`, a
 *   tab or a CR would run as a formula in Excel, LibreOffice or Sheets; it is prefixed with `'`
 *   so it shows as text. Finite numbers are written as numbers (a negative number stays `-5`).
 * - `null` / `undefined` become an empty field; dates are written as ISO 8601 (UTC).
 */

/** A value a CSV cell can hold. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, neutralised against formulas and quoted when needed. */
function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (typeof value === "number") {
    if (Number.isFinite(value)) return String(value);
    text = String(value);
  } else if (typeof value === "boolean") {
    return value ? "true" : "false";
  } else if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  } else {
    text = value;
  }
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV document of a header row and data rows, records separated by CRLF, no trailing CRLF.
 * Each row should have as many fields as the header (not enforced).
 */
function toCsv(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n");
}

/**
 * Starts a download of `csv` as `fileName` (UTF-8 with a byte-order mark, so Excel reads
 * non-Latin text correctly). Uses a blob URL: allowed under `default-src 'none'` as it is a navigation.
 */
function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName.endsWith(".csv") ? fileName : `${fileName}.csv`;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

export { csvField, downloadCsv, toCsv };
