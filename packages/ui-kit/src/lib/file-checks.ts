/**
 * File checks of the Upload component: type, size and count, as a pure function so it is tested
 * on its own and reusable before a manual upload.
 */

/** Why a file was refused: a type not in `accept`, larger than `maxSize`, or beyond `maxFiles`. */
export type FileRejectionReason = "type" | "size" | "count";

/** One refused file and why. */
export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/** Limits for {@link checkFiles}. */
export interface FileCheckOptions {
  /**
   * Allowed types: MIME types (`image/png`), MIME groups (`image/*`) or extensions (`.csv`),
   * compared case-insensitively. Empty or absent: any type.
   */
  accept?: readonly string[];
  /** Largest allowed size in bytes. Absent: no limit. */
  maxSize?: number;
  /** Most files allowed in total, counting `alreadySelected`. Absent: no limit. */
  maxFiles?: number;
  /** Files already chosen before these (count towards `maxFiles`). Default 0. */
  alreadySelected?: number;
}

/** Whether `file` matches one of the `accept` entries (by extension, exact MIME type or MIME group). */
function matchesAccept(file: Pick<File, "name" | "type">, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry === "") return false;
    if (entry.startsWith(".")) return name.endsWith(entry);
    if (entry.endsWith("/*")) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * Splits `files` into accepted and rejected, in order. A file is checked for type, then size;
 * files that pass both are accepted until `maxFiles` is reached, later ones are rejected with
 * reason `count`.
 */
function checkFiles(files: readonly File[], options: FileCheckOptions = {}): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  const room = options.maxFiles === undefined ? Number.POSITIVE_INFINITY : Math.max(0, options.maxFiles - (options.alreadySelected ?? 0));
  for (const file of files) {
    if (!matchesAccept(file, options.accept ?? [])) rejected.push({ file, reason: "type" });
    else if (options.maxSize !== undefined && file.size > options.maxSize) rejected.push({ file, reason: "size" });
    else if (accepted.length >= room) rejected.push({ file, reason: "count" });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/**
 * A byte count for people, in the unit that keeps the number readable (B, kB, MB, GB; powers of
 * 1024 shown with the SI short names as most systems do), localised by `Intl.NumberFormat`.
 */
function formatBytes(bytes: number, locale?: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = Math.max(0, bytes);
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  return new Intl.NumberFormat(locale, { style: "unit", unit: units[index], unitDisplay: "short", maximumFractionDigits: index === 0 ? 0 : 1 }).format(value);
}

export { checkFiles, formatBytes, matchesAccept };
