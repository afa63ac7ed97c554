/**
 * The local telemetry collector (sandbox only, issue 8 item 10): the portal's Sentry SDK uses
 * `POST /sandbox/telemetry/sentry` as its `tunnel`, and tracking events post to their own
 * channel, so tests assert what was sent and nothing leaves the machine. Kept in memory.
 */

/** Largest body kept, in bytes (1 MiB); larger posts answer HTTP 413. */
export const MAX_TELEMETRY_BYTES = 1024 * 1024;
/** Most entries kept; the oldest are dropped beyond it. */
export const MAX_TELEMETRY_ENTRIES = 1000;
/** A channel name: letters, digits, `.`, `_`, `-`, 1 to 64 characters. */
export const CHANNEL_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** One received post. */
export interface TelemetryEntry {
  readonly id: number;
  readonly channel: string;
  /** The request's `content-type` header ("" when none). */
  readonly contentType: string;
  /** The raw body as text (UTF-8). */
  readonly body: string;
  /** ISO 8601 instant of receipt. */
  readonly receivedAt: string;
}

/** The collector's store. */
export interface TelemetryStore {
  add(entry: Omit<TelemetryEntry, "id">): TelemetryEntry;
  /** Entries newest first, only `channel`'s when given, at most `limit`. */
  list(channel?: string, limit?: number): TelemetryEntry[];
  /** Removes every entry; answers how many there were. */
  clear(): number;
}

/** Creates an empty store. */
export function createTelemetryStore(): TelemetryStore {
  let entries: TelemetryEntry[] = [];
  let nextId = 1;
  return {
    add(entry) {
      const stored = { ...entry, id: nextId++ };
      entries = [...entries, stored].slice(-MAX_TELEMETRY_ENTRIES);
      return stored;
    },
    list(channel, limit = MAX_TELEMETRY_ENTRIES) {
      return entries
        .filter((e) => channel === undefined || e.channel === channel)
        .reverse()
        .slice(0, limit);
    },
    clear() {
      const n = entries.length;
      entries = [];
      return n;
    },
  };
}
