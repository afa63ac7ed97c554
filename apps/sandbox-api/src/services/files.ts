/**
 * Stored files: uploaded document images (type checked on the bytes, at most 2 MiB) and
 * generated CSV exports (RFC 4180), served by `GET /sandbox/files/<id>[.ext]` through signed,
 * short-lived links (`file-links.ts`).
 */
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { KYC_MAX_IMAGE_BYTES, KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import type { Database } from "#db/client.ts";
import { storedFiles } from "#db/schema/kyc.ts";
import { ContractError } from "#http/codes.ts";
import { FILES_PATH, signedFilePath } from "./file-links.ts";

export { FILES_PATH } from "./file-links.ts";
/** Seconds an export's download URL works. */
export const EXPORT_TTL_SECONDS = 60 * 60;

/** A random file or job id: 24 base64url characters. */
export const newFileId = (): string => randomBytes(18).toString("base64url");

/** The image type of `bytes` by its signature, or null when it is not JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  const at = (i: number) => bytes[i] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** An image as a call uploads it. */
export interface ImageUpload {
  readonly mime: "image/jpeg" | "image/png" | "image/webp";
  readonly data_base64: string;
}

/**
 * Checks and stores an uploaded image; answers its file id.
 *
 * @throws {ContractError} 35003 when it is over 2 MiB; 35004 when its bytes are not JPEG, PNG or
 *   WebP or do not match the declared type.
 */
export async function storeImage(db: Database, upload: ImageUpload, ownerAccountId: number, now: Date): Promise<string> {
  const bytes = Buffer.from(upload.data_base64, "base64");
  if (bytes.length > KYC_MAX_IMAGE_BYTES) throw new ContractError(KycErrorCode.FileTooLarge, "The photo is larger than 2 MiB");
  const sniffed = sniffImageType(bytes);
  if (sniffed === null || sniffed !== upload.mime) throw new ContractError(KycErrorCode.FileTypeUnsupported, "The photo must be a JPEG, PNG or WebP image");
  const id = newFileId();
  await db.insert(storedFiles).values({
    id,
    kind: "image",
    mime: sniffed,
    name: `document.${sniffed.slice(6)}`,
    sizeBytes: bytes.length,
    data: bytes.toString("base64"),
    ownerAccountId,
    createdAt: now,
  });
  return id;
}

/** The file id of a stored file's URL or path (signed or not, absolute or same-origin), or null. */
export function fileIdOfUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "http://sandbox.invalid").pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`^${FILES_PATH}/([A-Za-z0-9_-]+)(\\.[a-z]+)?$`).exec(path);
  return match?.[1] ?? null;
}

/** True when every id is a stored image (seeded ones included). */
export async function imagesExist(db: Database, ids: readonly string[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, [...ids]), eq(storedFiles.kind, "image")));
  return new Set(rows.map((r) => r.id)).size === new Set(ids).size;
}

/** One CSV field per RFC 4180: quoted when it holds a quote, comma or line break; a leading =, +, -, @, tab or carriage return is neutralised with `'` (a numeric text such as `-500` stays a number). */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines, each ended by CRLF ("" for none): numbers unquoted, text through {@link csvField}. */
export const csvLines = (rows: readonly (readonly (string | number)[])[]): string => rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");

/** A CSV document: header row then rows, CRLF line ends (the file route puts the byte-order mark in front when it serves it). */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string => csvLines([header, ...rows]);

/** The key naming `value` in a contract enum object (`enumName(NoticeType, 4)` is "Payment"), for CSV cells; the number as text when none does. */
export const enumName = (enumObject: Readonly<Record<string, number>>, value: number): string => Object.entries(enumObject).find(([, v]) => v === value)?.[0] ?? String(value);

/**
 * Stores a CSV export and answers the export call's answer: an absolute, signed download URL
 * under the public origin (`PUBLIC_ORIGIN`, never the request's `Host`) and when it stops working
 * (1 hour).
 */
export async function storeExport(
  db: Database,
  options: { readonly name: string; readonly csv: string; readonly ownerAccountId: number; readonly origin: string },
  now: Date,
): Promise<{ url: string; expire_time: number }> {
  const id = newFileId();
  const expiresAt = new Date(now.getTime() + EXPORT_TTL_SECONDS * 1000);
  await db.insert(storedFiles).values({
    id,
    kind: "export",
    mime: "text/csv",
    name: options.name,
    sizeBytes: Buffer.byteLength(options.csv, "utf8"),
    data: options.csv,
    ownerAccountId: options.ownerAccountId,
    createdAt: now,
    expiresAt,
  });
  return { url: `${options.origin}${signedFilePath(id, expiresAt, ".csv")}`, expire_time: Math.floor(expiresAt.getTime() / 1000) };
}
