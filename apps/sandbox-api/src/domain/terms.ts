/**
 * The contract terms an agency offers (our design; SPEC leaves them "not shown"): the
 * broadcaster's share, base pay and live requirements grow with the agency's level.
 */

/** Standard terms text of every offer. */
export const STANDARD_TERMS =
  "1. The broadcaster streams at least the agreed days and hours each month.\n2. Income is shared as stated; the platform pays out monthly.\n3. Either party may end the contract through the portal with 7 days' notice.";

/** The offer terms of an agency of `level` (1-5): share in basis points, base pay in cents, live days and hours per month. */
export const termsOf = (level: number) => ({
  shareRatioBp: 6000 + level * 500,
  baseSalaryCents: level >= 3 ? 15_000 * level : 0,
  minLiveDays: 20,
  minLiveHours: 40 + level * 5,
  termsText: STANDARD_TERMS,
});
