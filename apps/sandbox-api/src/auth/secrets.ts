/**
 * Bearer tokens and verification codes: random values of which only a hash is stored.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";

/** Lifetime of a login token: 24 hours, in seconds (answered as `expiresIn`). */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

/**
 * Absolute lifetime of a login session: 7 days from the login, in seconds. Each refreshToken
 * answers a token valid 24 hours but never past this end, so refreshes cannot keep a session alive
 * longer; after it the user logs in again.
 */
export const SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;

/** Characters a bearer token may hold (RFC 6750 `b64token`); anything else is a garbled header. */
export const TOKEN_PATTERN = /^[A-Za-z0-9\-._~+/]+=*$/;

/** A new opaque bearer token: 32 random bytes, base64url (43 characters). */
export const createToken = (): string => randomBytes(32).toString("base64url");

/** A new 6-digit verification code, leading zeros kept (`"004211"`). */
export const createVerifyCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, "0");

/** Hex SHA-256 of a token or code: what the database keeps instead of the secret. */
export const hashSecret = (secret: string): string => createHash("sha256").update(secret, "utf8").digest("hex");
