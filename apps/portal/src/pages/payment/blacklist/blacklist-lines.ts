import { checkBigoId } from "#shared/forms/bigo-id.ts";

/** Most Bigo IDs one PaymentAgencyBlacklistAdd takes. */
export const BLACKLIST_ADD_MAX = 200;

/** The Bigo IDs pasted into the add dialog: the ones to send, and the lines that cannot be a Bigo ID (never sent). */
export interface PastedIds {
  /** Distinct valid Bigo IDs (case-insensitively), in the order pasted. */
  readonly ids: readonly string[];
  /** Lines that are not a Bigo ID, as typed (trimmed). */
  readonly invalid: readonly string[];
}

/**
 * Splits pasted text into Bigo IDs: one per line, or separated by commas, semicolons, tabs or
 * spaces (a spreadsheet column or a chat message); empty pieces are skipped, a repeated ID
 * (case-insensitively) counts once.
 */
export function parsePastedIds(text: string): PastedIds {
  const ids: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const piece of text.split(/[\s,;]+/)) {
    const check = checkBigoId(piece);
    if (check.kind === "empty") continue;
    if (check.kind === "invalid") {
      invalid.push(piece.trim());
      continue;
    }
    const key = check.value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    ids.push(check.value);
  }
  return { ids, invalid };
}

/** The expiry choices of the add dialog, in days; `0`: never expires. */
export const EXPIRY_CHOICES = [0, 7, 30, 90, 365] as const;
/** One of {@link EXPIRY_CHOICES}. */
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** The `expire_time` of a choice made at `nowMs` (Unix milliseconds): Unix seconds, or 0 for never. */
export const expireTimeOf = (days: ExpiryChoice, nowMs: number): number => (days === 0 ? 0 : Math.floor(nowMs / 1000) + days * 86_400);
