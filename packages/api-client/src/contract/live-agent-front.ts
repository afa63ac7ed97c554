/**
 * live_agent_front declarations (SPEC section 7), the agency's recruiting: the
 * recommend-hosts entry and list, invite links, sharing and invite records (issue 7,
 * recommend-hosts). Schemas and codes: `invite-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag, rowTags } from "#tags.ts";
import { InviteErrorCode as E, inviteLinkSchema, inviteSchema, inviteStatusSchema } from "./invite-shared.ts";
import { beansSchema, bigoIdSchema, countSchema, countryCodeSchema, enumSchema, flagSchema, pageFields, pageOf, uidSchema } from "./shared.ts";
import { InviteKind, ShareChannel } from "#enums/invite.ts";

/** live_agent_front GetRecomAnchorEntry (GET): whether the recommend-anchor entry shows. */
export const GetRecomAnchorEntry = defineEndpoint({
  name: "GetRecomAnchorEntry",
  family: "liveAgentFront",
  method: "GET",
  path: "/GetRecomAnchorEntry",
  summary: "Whether the recommend-hosts entry is shown to this user.",
  request: () => z.object({}),
  response: () => z.object({ entry: flagSchema }),
  tags: ["SessionFlags"],
});

/** A broadcaster recommended to the agency. */
export const recommendedAnchorSchema = z.object({
  /** The broadcaster's uid. */
  anchor_uid: uidSchema,
  /** Bigo ID. */
  bigo_id: z.string(),
  /** Display name. */
  nick_name: z.string(),
  /** Avatar URL; "" when none. */
  avatar_url: z.string(),
  /** Country. */
  country: countryCodeSchema,
  /** Followers. */
  fans_count: countSchema,
  /** Beans received in the last 30 days. */
  beans_30d: beansSchema,
  /** Days live in the last 30 days. */
  live_days_30d: countSchema,
  /** 1 if the agency has a pending invitation to this broadcaster. */
  invited: flagSchema,
});

/** live_agent_front GetRecomAnchor: broadcasters without an agency, recommended to the caller's agency. */
export const GetRecomAnchor = defineEndpoint({
  name: "GetRecomAnchor",
  family: "liveAgentFront",
  path: "/GetRecomAnchor",
  kind: "query",
  summary: "Broadcasters without an agency recommended to the caller's agency (recommend-hosts).",
  request: () => z.object({ /** Only this country; absent: the agency's country. */ country: z.optional(countryCodeSchema), ...pageFields }),
  response: () => pageOf(recommendedAnchorSchema),
  tags: ["RecommendAnchor"],
  provides: (page) => rowTags("RecommendAnchor", page.list, (row) => row.anchor_uid),
});

/** live_agent_front GetInviteLink: the agency's current invite link (created when none is valid). */
export const GetInviteLink = defineEndpoint({
  name: "GetInviteLink",
  family: "liveAgentFront",
  path: "/GetInviteLink",
  kind: "query",
  summary: "The agency's current invite link; a new one is created when none is valid.",
  request: () => z.object({}),
  response: () => inviteLinkSchema,
  tags: ["InviteLink"],
  provides: (link) => [listTag("InviteLink"), idTag("InviteLink", link.link_id)],
  errors: [E.AgencyNotRecruiting],
});

/** live_agent_front ShareInviteLink: records a share; sharing by IM to a broadcaster creates a pending invitation. */
export const ShareInviteLink = defineEndpoint({
  name: "ShareInviteLink",
  family: "liveAgentFront",
  path: "/ShareInviteLink",
  summary: "Share the invite link: copy, social channels, or IM to one broadcaster (creates a pending invitation).",
  request: () =>
    z.object({
      /** The link (GetInviteLink). */
      link_id: z.string().check(z.minLength(1)),
      /** ShareChannel: 1 copied, 2 IM to a broadcaster, 3 WhatsApp, 4 Facebook, 5 other. */
      channel: enumSchema(ShareChannel),
      /** Channel 2: the broadcaster invited (e.g. from GetRecomAnchor). */
      anchor_uid: z.optional(uidSchema),
    }),
  response: () => z.object({ /** Channel 2: the invitation created; "" otherwise. */ invite_id: z.string() }),
  tags: ["Invite", "InviteLink", "RecommendAnchor"],
  // The link's counters; an IM share also invites the broadcaster (a new invitation, `invited` on their row).
  invalidates: ({ link_id, anchor_uid }) => [idTag("InviteLink", link_id), ...(anchor_uid === undefined ? [] : [listTag("Invite"), idTag("RecommendAnchor", anchor_uid)])],
  errors: [E.InviteNotFound, E.InviteExpired, E.AlreadyInAgency, E.ApplyPending],
});

/** live_agent_front GetInviteList: the agency's invitations and applications, newest first. */
export const GetInviteList = defineEndpoint({
  name: "GetInviteList",
  family: "liveAgentFront",
  path: "/GetInviteList",
  kind: "query",
  summary: "Invitations sent and applications received by the caller's agency, newest first.",
  request: () =>
    z.object({
      /** InviteKind: 1 invitations, 2 applications; absent: both. */
      kind: z.optional(enumSchema(InviteKind)),
      /** Only this status: 1 pending, 2 accepted, 3 rejected, 4 expired. */
      status: z.optional(inviteStatusSchema),
      /** Only this broadcaster's Bigo ID. */
      anchor_bigo_id: z.optional(bigoIdSchema),
      ...pageFields,
    }),
  response: () => pageOf(inviteSchema),
  tags: ["Invite"],
  provides: (page) => rowTags("Invite", page.list, (row) => row.invite_id),
});

/** live_agent_front GetInviteLinkDetail: an invite link with its counters. */
export const GetInviteLinkDetail = defineEndpoint({
  name: "GetInviteLinkDetail",
  family: "liveAgentFront",
  path: "/GetInviteLinkDetail",
  kind: "query",
  summary: "An invite link with how often it was opened, shared and accepted.",
  request: () => z.object({ /** The link; absent: the current one. */ link_id: z.optional(z.string()) }),
  response: () =>
    z.object({
      /** The link. */
      link: inviteLinkSchema,
      /** Times the invite page was opened through it. */
      visit_count: countSchema,
      /** Times it was shared (ShareInviteLink). */
      share_count: countSchema,
      /** Invitations and applications that came through it. */
      invite_count: countSchema,
      /** Of those, accepted. */
      accepted_count: countSchema,
    }),
  tags: ["InviteLink"],
  provides: ({ link }) => [listTag("InviteLink"), idTag("InviteLink", link.link_id)],
  errors: [E.InviteNotFound],
});

/** Every declaration of this file (family liveAgentFront, the agency's recruiting). */
export const liveAgentFrontEndpoints = [GetRecomAnchorEntry, GetRecomAnchor, GetInviteLink, ShareInviteLink, GetInviteList, GetInviteLinkDetail] as const;
