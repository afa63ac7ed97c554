/**
 * Short-lived signed links to stored files (README "Files"): `GET /sandbox/files/<id>[.ext]` serves
 * a file only with `expires` (Unix seconds) and `signature` (HMAC-SHA256 of the id and expiry under a
 * key of this process). A link is handed out only in an answer the caller's data scope allowed
 * (their KYC photos, their agency's exports), works without a token (an `<img src>`, a download
 * link) and stops working when it expires or the sandbox restarts.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** URL path prefix of stored files. */
export const FILES_PATH = "/sandbox/files";

/** How long a photo link works (seconds). Export links live as long as their file (1 hour). */
export const IMAGE_LINK_TTL_SECONDS = 60 * 60;

const KEY = randomBytes(32);

const signatureOf = (fileId: string, expires: number): string =>
  createHmac("sha256", KEY)
    .update(`${fileId}:${String(expires)}`)
    .digest("base64url");

/** The same-origin path of a file (`/sandbox/files/<id><ext>?expires=...&signature=...`), valid until `expiresAt`. */
export function signedFilePath(fileId: string, expiresAt: Date, extension = ""): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${FILES_PATH}/${fileId}${extension}?expires=${String(expires)}&signature=${signatureOf(fileId, expires)}`;
}

/** A photo's signed path, valid {@link IMAGE_LINK_TTL_SECONDS} from `now`. */
export const imageLink = (fileId: string, now: Date): string => signedFilePath(fileId, new Date(now.getTime() + IMAGE_LINK_TTL_SECONDS * 1000));

/** True when `signature` signs `fileId` until `expires` (Unix seconds, as text) and that moment is after `now`. */
export function isValidFileLink(fileId: string, expires: string | undefined, signature: string | undefined, now: Date): boolean {
  if (expires === undefined || signature === undefined || !/^\d{1,12}$/.test(expires)) return false;
  const seconds = Number(expires);
  if (seconds * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(fileId, seconds));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
