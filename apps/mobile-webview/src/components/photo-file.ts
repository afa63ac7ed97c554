/**
 * Document photos of the KYC form (issue 9): checking a chosen file before it is sent, and turning
 * it into what the contract takes (`kycImageUploadSchema`: `{ mime, data_base64 }`, JPEG, PNG or
 * WebP, at most 2 MiB; SPEC section 7 has no upload call, so photos travel in the JSON body).
 */
import { checkFiles } from "@agent-portal/ui-kit/lib/file-checks";

/** A photo in the form: one just chosen (its `data:` URL, for the preview and the upload) or one stored before. */
export type PhotoValue =
  { readonly kind: "upload"; readonly mime: string; readonly dataUrl: string; readonly name: string; readonly size: number } | { readonly kind: "stored"; readonly url: string };

/** Why a chosen file is refused: its declared type, its size, or bytes that are no JPEG, PNG or WebP. */
export type PhotoRejection = "type" | "size" | "content";

/** The image type of the first bytes of a file (magic numbers), or `null` when they are no JPEG, PNG or WebP. */
export function sniffImageType(head: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  const at = (index: number) => head[index] ?? -1;
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => at(index) === byte)) return "image/png";
  const text = (from: number, to: number) => String.fromCharCode(...Array.from(head.slice(from, to)));
  if (text(0, 4) === "RIFF" && text(8, 12) === "WEBP") return "image/webp";
  return null;
}

/**
 * Checks a chosen file: its declared type among `accept`, its size at most `maxBytes`, then its
 * first bytes (a renamed file is refused before upload; the server checks the bytes again, 35004).
 * Resolves the photo, or the reason it is refused.
 */
export async function readPhoto(file: File, accept: readonly string[], maxBytes: number): Promise<{ ok: true; photo: PhotoValue } | { ok: false; reason: PhotoRejection }> {
  const { rejected } = checkFiles([file], { accept, maxSize: maxBytes });
  const first = rejected[0];
  if (first !== undefined) return { ok: false, reason: first.reason === "size" ? "size" : "type" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImageType(bytes.slice(0, 16));
  if (sniffed === null || !accept.includes(sniffed)) return { ok: false, reason: "content" };
  return { ok: true, photo: { kind: "upload", mime: sniffed, dataUrl: `data:${sniffed};base64,${toBase64(bytes)}`, name: file.name, size: file.size } };
}

/** Base64 of some bytes, in chunks (no call-stack limit on large photos). */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let index = 0; index < bytes.length; index += step) binary += String.fromCharCode(...bytes.subarray(index, index + step));
  return btoa(binary);
}

/** The contract's upload of a photo (`{ mime, data_base64 }`), or `{ url }` to keep a stored one. */
export function photoInput(photo: PhotoValue): { mime: "image/jpeg" | "image/png" | "image/webp"; data_base64: string } | { url: string } {
  if (photo.kind === "stored") return { url: photo.url };
  const data = photo.dataUrl.slice(photo.dataUrl.indexOf(",") + 1);
  const mime = photo.mime === "image/png" || photo.mime === "image/webp" ? photo.mime : "image/jpeg";
  return { mime, data_base64: data };
}

/** A stored photo back from a draft (`data:` URL), or `null`. */
export function photoFromDataUrl(dataUrl: string | null): PhotoValue | null {
  if (dataUrl === null) return null;
  const match = /^data:(image\/(?:jpeg|png|webp));base64,/.exec(dataUrl);
  if (!match?.[1]) return null;
  return { kind: "upload", mime: match[1], dataUrl, name: "", size: Math.floor(((dataUrl.length - match[0].length) * 3) / 4) };
}
