/**
 * Password hashing with node:crypto scrypt. Stored form:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`, so parameters can change later
 * without invalidating stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { BinaryLike, ScryptOptions } from "node:crypto";

const PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

const derive = (password: string, salt: BinaryLike, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolvePromise, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolvePromise(key);
    });
  });

/**
 * Hashes a password. `salt` is random unless given (the deterministic seed passes one
 * drawn from its PRNG so two seeds with the same number store identical rows).
 */
export async function hashPassword(password: string, salt: Uint8Array = randomBytes(SALT_LENGTH)): Promise<string> {
  const key = await derive(password, salt, PARAMS);
  const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, encode(salt), encode(key)].join("$");
}

/** True when `password` matches `stored` (constant-time compare); false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || n === undefined || r === undefined || p === undefined || salt === undefined || hash === undefined) {
    return false;
  }
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
