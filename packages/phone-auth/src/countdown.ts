/**
 * The persisted code-send countdown (SPEC sections 4 and 9: "Code resend countdown 60 s
 * (persisted)"; "The code-send countdown persists across reloads"). The send time is stored in
 * milliseconds under `last_send_time_<scene>` of `@agent-portal/session`'s storage, so a reload
 * (or another dialog of the same scene) picks up the remaining seconds.
 */
import type { SafeStorage } from "@agent-portal/session/storage";
import { lastSendTimeKey } from "@agent-portal/session/storage";

/** The countdown after a code was sent: 60 seconds. */
export const RESEND_COUNTDOWN_SECONDS = 60;

/**
 * Whole seconds left before another code may be sent: `ceil((sentAt + total - now) / 1000)`,
 * within `[0, totalSeconds]`. `null` (never sent) answers 0. A send time in the future (the clock
 * moved back) counts from now, so the countdown never exceeds `totalSeconds`.
 */
export function remainingSeconds(sentAt: number | null, now: number, totalSeconds: number = RESEND_COUNTDOWN_SECONDS): number {
  if (sentAt === null) return 0;
  const elapsed = Math.max(0, now - sentAt);
  return Math.max(0, Math.ceil((totalSeconds * 1000 - elapsed) / 1000));
}

const parseTime = (raw: string | null): number | null => {
  if (raw === null || !/^[0-9]{1,16}$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
};

/** The stored send time of `scene` (ms since the epoch), or `null` when none or junk is stored. */
export function readLastSendTime(storage: SafeStorage, scene: number): number | null {
  return parseTime(storage.getString(lastSendTimeKey(scene)));
}

/** Stores `at` (ms since the epoch) as the send time of `scene`. */
export function writeLastSendTime(storage: SafeStorage, scene: number, at: number): void {
  storage.setString(lastSendTimeKey(scene), String(Math.trunc(at)));
}

/** Forgets the send time of `scene`: the countdown resets (a failed send, SPEC section 8). */
export function clearLastSendTime(storage: SafeStorage, scene: number): void {
  storage.remove(lastSendTimeKey(scene));
}
