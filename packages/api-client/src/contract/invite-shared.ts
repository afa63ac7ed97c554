/**
 * Invitation schemas and codes shared by the live_agent_front files (`live-agent-front.ts`:
 * the agency's invite links and records; `live-agent-front-invite.ts`: the broadcaster's
 * side). No declarations here.
 *
 * Invite kind: 1 invitation (the agency invited the broadcaster: a link shared to them by
 * IM), 2 application (the broadcaster applied, AnchorApply or a shared link).
 * Invite status: 1 pending, 2 accepted (the broadcaster then confirms the contract with
 * anchorConfirmContract, or joins at once when `sign_id` is ""), 3 rejected, 4 expired
 * (7 days unanswered). The transitions are in `docs/state-machines.md`.
 */
import * as z from "zod/mini";
import { countSchema, countryCodeSchema, enumSchema, flagSchema, secondsSchema, uidSchema, urlSchema } from "./shared.ts";
import { InviteKind, InviteStatus } from "#enums/invite.ts";

/** Business codes of the invitation calls (ours; SPEC section 8 leaves them "not shown"). */
export const InviteErrorCode = {
  /** No invitation or link with this id or code. */
  InviteNotFound: 36001,
  /** The invitation or link has expired. */
  InviteExpired: 36002,
  /** The invitation was already accepted or rejected. */
  InviteAlreadyHandled: 36003,
  /** The broadcaster is already under contract with an agency. */
  AlreadyInAgency: 36004,
  /** The broadcaster already has a pending application or invitation with this agency. */
  ApplyPending: 36005,
  /** The agency does not recruit now (or not in the broadcaster's country). */
  AgencyNotRecruiting: 36006,
  /** The broadcaster must pass KYC first. */
  KycRequired: 36007,
} as const;

/** Invite status: 1 pending, 2 accepted, 3 rejected, 4 expired. */
export const inviteStatusSchema = enumSchema(InviteStatus);

/** An agency as a broadcaster sees it when choosing where to apply. */
export const agentCardSchema = z.object({
  /** The agency's uid (its owner's uid). */
  agent_uid: uidSchema,
  /** The owner's Bigo ID. */
  bigo_id: z.string(),
  /** Agency name. */
  name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** Agency country. */
  country: countryCodeSchema,
  /** Broadcasters under contract. */
  anchor_count: countSchema,
  /** 1 if it takes applications now. */
  recruiting: flagSchema,
  /** Short introduction, plain text; "" when none. */
  intro: z.string(),
});

/** One invitation or application between an agency and a broadcaster. */
export const inviteSchema = z.object({
  /** Invite id. */
  invite_id: z.string(),
  /** InviteKind: 1 invitation (agency -> broadcaster), 2 application (broadcaster -> agency). */
  kind: enumSchema(InviteKind),
  /** The link it came through; "" when none. */
  link_id: z.string(),
  /** The agency. */
  agent_uid: uidSchema,
  /** Agency name. */
  agent_name: z.string(),
  /** The broadcaster's uid. */
  anchor_uid: uidSchema,
  /** The broadcaster's Bigo ID. */
  anchor_bigo_id: z.string(),
  /** The broadcaster's name. */
  anchor_nick_name: z.string(),
  /** The broadcaster's avatar URL; "" when none. */
  anchor_avatar_url: z.string(),
  /** 1 pending, 2 accepted, 3 rejected, 4 expired. */
  status: inviteStatusSchema,
  /** The broadcaster's reason when rejecting; "" otherwise. */
  reject_reason: z.string(),
  /** When it was created, Unix seconds. */
  create_time: secondsSchema,
  /** When it was answered, Unix seconds; 0 while pending. */
  handle_time: secondsSchema,
  /** When a pending invite expires, Unix seconds. */
  expire_time: secondsSchema,
});

/** An agency's invite link. */
export const inviteLinkSchema = z.object({
  /** Link id. */
  link_id: z.string(),
  /** Short code inside the URL (what GetInvitePageDetail and AgreeInvite take). */
  code: z.string(),
  /** The shareable URL (opens the webview invite page). */
  url: urlSchema,
  /** When it was created, Unix seconds. */
  create_time: secondsSchema,
  /** When it stops working (30 days after creation), Unix seconds. */
  expire_time: secondsSchema,
});
