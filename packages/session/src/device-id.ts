/**
 * The stored device id (SPEC section 3: "A stored device id"; SPEC section 7: sent by main-API and
 * C++-style calls).
 */
import type { SafeStorage } from "./storage.ts";
import { STORAGE_KEYS } from "./storage.ts";

/** What a stored device id must look like to be re-used: 8 to 64 letters, digits, `-` or `_`. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A fresh random device id: a UUID v4 (32 hex digits and 4 dashes). */
export function generateDeviceId(): string {
  if (typeof globalThis.crypto.randomUUID === "function") return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The device id stored under `device_id`, created and stored on first use. A stored value that is
 * not a plausible id (empty, too long, odd characters) is replaced. Stable for the browser profile.
 */
export function getOrCreateDeviceId(storage: SafeStorage, generate: () => string = generateDeviceId): string {
  const stored = storage.getString(STORAGE_KEYS.deviceId);
  if (stored !== null && DEVICE_ID_PATTERN.test(stored)) return stored;
  const created = generate();
  storage.setString(STORAGE_KEYS.deviceId, created);
  return created;
}
