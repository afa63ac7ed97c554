/**
 * union_oss declarations of ours for the guild team (issue 22), beside SPEC section 7's member
 * calls in `union-oss.ts`: the name echo before a member is added.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { bigoIdSchema, uidSchema } from "./shared.ts";
import { AgencyMemberErrorCode } from "./union-oss.ts";

const E = AgencyMemberErrorCode;

/**
 * union_oss getAgencyMemberCandidate (ours): who a Bigo ID names, so the team screen shows the
 * name before the caller confirms addAgencyMember. Refuses as addAgencyMember would: 37001 no
 * such user, 37002 already a member, 37004 in another agency.
 */
export const getAgencyMemberCandidate = defineEndpoint({
  name: "getAgencyMemberCandidate",
  family: "unionOss",
  path: "/getAgencyMemberCandidate",
  kind: "query",
  summary: "The user a Bigo ID names (uid, name), if they can be added to the caller's agency.",
  request: () => z.object({ /** The Bigo ID typed (case-insensitive). */ bigo_id: bigoIdSchema }),
  response: () =>
    z.object({
      /** The user's uid. */
      uid: uidSchema,
      /** Their Bigo ID as stored. */
      bigo_id: z.string(),
      /** Their display name: what the confirmation shows. */
      nick_name: z.string(),
      /** Avatar URL; "" when none. */
      avatar_url: z.string(),
    }),
  errors: [E.InvalidBigoId, E.AlreadyMember, E.UserInOtherAgency],
});

/** Every declaration of this file (family unionOss, the guild team's own calls). */
export const unionOssTeamEndpoints = [getAgencyMemberCandidate] as const;
