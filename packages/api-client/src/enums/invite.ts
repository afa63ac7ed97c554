/** Invitations between agencies and broadcasters (live_agent_front invite calls). The transitions are in `docs/state-machines.md`. */
import type { ValueOf } from "./value-of.ts";

/**
 * An invitation or application: pending, accepted (the broadcaster then confirms the contract
 * with anchorConfirmContract, or joins at once), rejected, expired (7 days unanswered).
 */
export const InviteStatus = { Pending: 1, Accepted: 2, Rejected: 3, Expired: 4 } as const;
/** One of {@link InviteStatus}. */
export type InviteStatus = ValueOf<typeof InviteStatus>;

/** An invitation (the agency invited the broadcaster) or an application (the broadcaster applied). */
export const InviteKind = { Invitation: 1, Application: 2 } as const;
/** One of {@link InviteKind}. */
export type InviteKind = ValueOf<typeof InviteKind>;

/** Where an invite link was shared (ShareInviteLink `channel`; ours). */
export const ShareChannel = { Copied: 1, Im: 2, WhatsApp: 3, Facebook: 4, Other: 5 } as const;
/** One of {@link ShareChannel}. */
export type ShareChannel = ValueOf<typeof ShareChannel>;
