import { KYC_IMAGE_TYPES, KYC_MAX_IMAGE_BYTES } from "@agent-portal/api-client/contract/kyc-shared";

/** A document photo ready to send: the contract's `{ mime, data_base64 }` plus a preview and its name. */
export interface DocumentPhoto {
  readonly mime: (typeof KYC_IMAGE_TYPES)[number];
  /** The bytes in base64, without a `data:` prefix (what `kycImageUploadSchema` takes). */
  readonly data_base64: string;
  /** A `data:` URL for the preview (`img-src` allows `data:`, not `blob:`). */
  readonly previewUrl: string;
  readonly fileName: string;
  readonly size: number;
}

/** Types and size the Upload checks first (JPEG, PNG or WebP; at most 2 MiB, the contract's limits). */
export const PHOTO_ACCEPT: readonly string[] = [...KYC_IMAGE_TYPES];
export const PHOTO_MAX_BYTES = KYC_MAX_IMAGE_BYTES;

/**
 * The real type of an image from its first bytes (JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`,
 * WebP `RIFF....WEBP`), or `null`: a file renamed to `.png` is not a PNG. The server checks the
 * bytes too (35004); checking here keeps the user from waiting for that answer.
 */
export function sniffImageType(bytes: Uint8Array): DocumentPhoto["mime"] | null {
  const at = (index: number) => bytes[index] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => at(index) === byte)) return "image/png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/** Base64 of bytes (chunked, so a 2 MiB photo does not overflow the argument list). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

/** The photo as the contracts take it (`kycImageUploadSchema`: `{ mime, data_base64 }`). */
export const toUpload = (photo: DocumentPhoto) => ({ mime: photo.mime, data_base64: photo.data_base64 });

/** Why a photo was refused after reading it: not really an image of an allowed type, or too large. */
export type PhotoProblem = "type" | "size";

/**
 * Reads a file chosen in the Upload (already checked by declared type and size) into a
 * {@link DocumentPhoto}, checking its bytes: answers the photo, or the problem.
 */
export async function readDocumentPhoto(file: File): Promise<DocumentPhoto | PhotoProblem> {
  if (file.size > PHOTO_MAX_BYTES) return "size";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImageType(bytes);
  if (mime === null) return "type";
  const data = toBase64(bytes);
  return { mime, data_base64: data, previewUrl: `data:${mime};base64,${data}`, fileName: file.name, size: file.size };
}
