/**
 * live_agent_front declarations (SPEC section 7), the broadcaster's side of recruiting in the
 * mobile webview (issue 9): the invite entrance and page, accepting or rejecting, applying to
 * an agency and finding one. Schemas and codes: `invite-shared.ts`.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { InviteErrorCode as E, agentCardSchema, inviteSchema, inviteStatusSchema } from "./invite-shared.ts";
import { countSchema, countryCodeSchema, flagSchema, pageFields, pageOf, remarkSchema, uidSchema } from "./shared.ts";

/** An invite link's short code, as found in the link URL. */
const linkCodeSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{4,64}$/));

/** live_agent_front CheckInviteEntrance: whether the app shows the broadcaster an invitations entrance. */
export const CheckInviteEntrance = defineEndpoint({
  name: "CheckInviteEntrance",
  family: "liveAgentFront",
  path: "/CheckInviteEntrance",
  kind: "query",
  summary: "Whether the caller (a broadcaster without an agency) sees the invitations entrance, and how many are pending.",
  request: () => z.object({}),
  response: () => z.object({ /** 1 show the entrance. */ show: flagSchema, /** Pending invitations to the caller. */ pending_count: countSchema }),
  tags: ["Invite"],
});

/** live_agent_front GetInvitePageDetail: what the invite page shows, by invitation id or link code. */
export const GetInvitePageDetail = defineEndpoint({
  name: "GetInvitePageDetail",
  family: "liveAgentFront",
  path: "/GetInvitePageDetail",
  kind: "query",
  summary: "The invite page: the inviting agency and, for an invitation, its status.",
  request: () =>
    z.union([z.object({ /** An invitation to the caller. */ invite_id: z.string().check(z.minLength(1)) }), z.object({ /** A shared link's code. */ link_code: linkCodeSchema })]),
  response: () =>
    z.object({
      /** The inviting agency. */
      agent: agentCardSchema,
      /** The invitation; null when opened through a link without one. */
      invite: z.nullable(inviteSchema),
      /** 1 if the caller can accept (no agency, nothing pending elsewhere, link or invitation valid). */
      can_accept: flagSchema,
    }),
  tags: ["Invite"],
  // A link's page changes when the caller accepts through it (a new invitation: the list tag).
  provides: ({ invite }) => [listTag("Invite"), ...(invite === null ? [] : [idTag("Invite", invite.invite_id)])],
  errors: [E.InviteNotFound, E.InviteExpired],
});

/** The answer of AgreeInvite and AnchorApply. */
const inviteOutcomeSchema = z.object({
  /** The invitation or application. */
  invite_id: z.string(),
  /** Its status: 1 pending (an application waits for the agency), 2 accepted. */
  status: inviteStatusSchema,
  /** The contract to confirm next with anchorConfirmContract; "" when none is needed yet. */
  sign_id: z.string(),
});

/** live_agent_front AgreeInvite: the broadcaster accepts an invitation (or a shared link). */
export const AgreeInvite = defineEndpoint({
  name: "AgreeInvite",
  family: "liveAgentFront",
  path: "/AgreeInvite",
  summary: "Accept an invitation, or a shared link's offer; answers the contract to confirm next.",
  request: () => z.union([z.object({ /** The invitation. */ invite_id: z.string().check(z.minLength(1)) }), z.object({ /** A shared link's code. */ link_code: linkCodeSchema })]),
  response: () => inviteOutcomeSchema,
  tags: ["Invite", "AnchorSign"],
  // The invitation (or the one a link created: the list tag, with the pending count) and the contract offered next.
  invalidates: (_request, outcome) => [idTag("Invite", outcome.invite_id), listTag("Invite"), listTag("AnchorSign")],
  errors: [E.InviteNotFound, E.InviteExpired, E.InviteAlreadyHandled, E.AlreadyInAgency, E.KycRequired],
});

/** live_agent_front AnchorRejectInvite: the broadcaster rejects an invitation. */
export const AnchorRejectInvite = defineEndpoint({
  name: "AnchorRejectInvite",
  family: "liveAgentFront",
  path: "/AnchorRejectInvite",
  summary: "Reject an invitation (status 3).",
  request: () => z.object({ /** The invitation. */ invite_id: z.string().check(z.minLength(1)), /** Optional reason for the agency. */ reason: z.optional(remarkSchema) }),
  response: () => inviteOutcomeSchema,
  tags: ["Invite"],
  // The invitation, and the caller's pending count (the list tag).
  invalidates: ({ invite_id }) => [idTag("Invite", invite_id), listTag("Invite")],
  errors: [E.InviteNotFound, E.InviteAlreadyHandled],
});

/** live_agent_front AnchorApply: the broadcaster applies to an agency. */
export const AnchorApply = defineEndpoint({
  name: "AnchorApply",
  family: "liveAgentFront",
  path: "/AnchorApply",
  summary: "Apply to an agency; the application waits for the agency (kind 2, status 1).",
  request: () =>
    z.object({
      /** The agency. */
      agent_uid: uidSchema,
      /** The link code the broadcaster came through, if any. */
      link_code: z.optional(linkCodeSchema),
      /** Message to the agency. */
      remark: z.optional(remarkSchema),
    }),
  response: () => inviteOutcomeSchema,
  tags: ["Invite"],
  invalidates: () => [listTag("Invite")],
  errors: [E.AlreadyInAgency, E.ApplyPending, E.AgencyNotRecruiting, E.KycRequired],
});

/** live_agent_front SearchAgentForAnchorApply: finds agencies by owner Bigo ID or name. */
export const SearchAgentForAnchorApply = defineEndpoint({
  name: "SearchAgentForAnchorApply",
  family: "liveAgentFront",
  path: "/SearchAgentForAnchorApply",
  kind: "query",
  summary: "Agencies whose owner Bigo ID or name matches, at most 20.",
  request: () => z.object({ /** Owner Bigo ID (exact) or part of the agency name, 1-32 characters. */ keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) }),
  response: () => z.object({ /** Matches, best first, at most 20. */ list: z.array(agentCardSchema) }),
  tags: ["Agent"],
});

/** live_agent_front GetAgentListForOssApply: agencies open to applications in a country. */
export const GetAgentListForOssApply = defineEndpoint({
  name: "GetAgentListForOssApply",
  family: "liveAgentFront",
  path: "/GetAgentListForOssApply",
  kind: "query",
  summary: "Agencies taking applications in a country (default: the caller's located country).",
  request: () => z.object({ /** Country; absent: GetLocatedCountry's. */ country: z.optional(countryCodeSchema), ...pageFields }),
  response: () => pageOf(agentCardSchema),
  tags: ["Agent"],
});

/** live_agent_front GetLocatedCountry: the caller's country as located by the platform. */
export const GetLocatedCountry = defineEndpoint({
  name: "GetLocatedCountry",
  family: "liveAgentFront",
  path: "/GetLocatedCountry",
  kind: "query",
  summary: "The caller's country as located by the platform (account registration and IP).",
  request: () => z.object({}),
  response: () => z.object({ /** The located country. */ country: countryCodeSchema }),
  tags: ["Agent"],
});

/** Every declaration of this file (family liveAgentFront, the broadcaster's side of recruiting). */
export const liveAgentFrontInviteEndpoints = [
  CheckInviteEntrance,
  GetInvitePageDetail,
  AgreeInvite,
  AnchorRejectInvite,
  AnchorApply,
  SearchAgentForAnchorApply,
  GetAgentListForOssApply,
  GetLocatedCountry,
] as const;
