/**
 * How long the flows wait for an answer before the sandbox expires them (our design; SPEC
 * section 4 leaves transition rules "not shown").
 */

/** One day in seconds. */
export const DAY_SECONDS = 86_400;
/** Transfers, cancellations, renewals, contract offers and invitations wait 7 days for each answer. */
export const ANSWER_WINDOW_SECONDS = 7 * DAY_SECONDS;
/** Recruit records and sub-agent or agent applications wait 14 days. */
export const APPLICATION_WINDOW_SECONDS = 14 * DAY_SECONDS;
/** A contract may be renewed, extended or reminded once it ends within this many days. */
export const RENEWAL_WINDOW_DAYS = 30;
/** A renewal reminder may be sent once per this many seconds (24 hours). */
export const REMIND_INTERVAL_SECONDS = DAY_SECONDS;
