/**
 * The read distribution file kept in the tab's session storage (`portal_distribution_file`), so a
 * reload does not lose it (screen rules, "nothing typed is lost"): after a failed preview the file
 * can be checked again, and a reopened preview still writes the rejected rows with the file's own
 * columns. Dropped when the user starts over or the batch is confirmed. A file too large for the
 * storage is simply not kept.
 */
import type { PageStore } from "#shared/storage/page-store.ts";
import type { DistributionFile, TypedRow } from "./read-distribution-file.ts";

/** The storage key. */
export const KEPT_FILE_KEY = "portal_distribution_file";

interface Stored {
  readonly name: string;
  readonly sha256: string;
  readonly headers: readonly string[];
  readonly cells: readonly (readonly [number, readonly string[]])[];
  readonly rows: readonly TypedRow[];
}

/** Keeps `file` (nothing when the storage refuses it, e.g. over its quota). */
export function keepFile(store: PageStore | null, file: DistributionFile): void {
  const stored: Stored = { name: file.name, sha256: file.sha256, headers: file.headers, cells: [...file.cellsByLine], rows: file.rows };
  try {
    store?.setItem(KEPT_FILE_KEY, JSON.stringify(stored));
  } catch {
    store?.removeItem(KEPT_FILE_KEY);
  }
}

/** The kept file, or `null` (none, or not readable as one). */
export function keptFile(store: PageStore | null): DistributionFile | null {
  try {
    const text = store?.getItem(KEPT_FILE_KEY);
    if (text === null || text === undefined) return null;
    const stored = JSON.parse(text) as Stored;
    if (typeof stored.name !== "string" || typeof stored.sha256 !== "string" || !Array.isArray(stored.rows) || !Array.isArray(stored.cells) || stored.rows.length === 0)
      return null;
    return { name: stored.name, sha256: stored.sha256, headers: stored.headers, cellsByLine: new Map(stored.cells), rows: stored.rows };
  } catch {
    return null;
  }
}

/** Forgets the kept file. */
export function dropKeptFile(store: PageStore | null): void {
  store?.removeItem(KEPT_FILE_KEY);
}
