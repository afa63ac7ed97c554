/**
 * follow store declarations (SPEC section 7): follow and unfollow a user from the
 * broadcaster list (`is_followed` of QryAnchorList) and the PK candidate lists.
 */
import * as z from "zod/mini";
import { defineEndpoint } from "./define.ts";
import { idTag, listTag } from "#tags.ts";
import { emptySchema, uidSchema } from "./shared.ts";

/** Business codes of the follow store (ours; SPEC section 8 leaves them "not shown"). */
export const FollowErrorCode = {
  /** A user cannot follow themselves. */
  CannotFollowSelf: 42001,
  /** The follow list is full (5,000 users). */
  FollowLimitReached: 42002,
  /** No user has this uid. */
  UserNotFound: 42003,
} as const;

/** The request of both calls: the user to follow or unfollow. */
const followRequestSchema = z.object({ /** The followed user's uid. */ follow_uid: uidSchema });

/** A follow changes the followed user's row (`is_followed`) wherever it shows, and the list of followed users. */
const followTags = ({ follow_uid }: { follow_uid: string }) => [idTag("Broadcaster", follow_uid), idTag("PkCandidate", follow_uid), listTag("Follow")];

/** follow store AddFollowUser: follows a user (idempotent: following twice changes nothing). */
export const AddFollowUser = defineEndpoint({
  name: "AddFollowUser",
  family: "followStore",
  path: "/AddFollowUser",
  summary: "Follow a user; following an already followed user succeeds and changes nothing.",
  request: () => followRequestSchema,
  response: () => emptySchema,
  tags: ["Follow", "Broadcaster", "PkCandidate"],
  invalidates: followTags,
  errors: [FollowErrorCode.CannotFollowSelf, FollowErrorCode.FollowLimitReached, FollowErrorCode.UserNotFound],
});

/** follow store DelFollowInfo: unfollows a user (idempotent). */
export const DelFollowInfo = defineEndpoint({
  name: "DelFollowInfo",
  family: "followStore",
  path: "/DelFollowInfo",
  summary: "Unfollow a user; unfollowing a user not followed succeeds and changes nothing.",
  request: () => followRequestSchema,
  response: () => emptySchema,
  tags: ["Follow", "Broadcaster", "PkCandidate"],
  invalidates: followTags,
  errors: [FollowErrorCode.UserNotFound],
});

/** Every declaration of the follow store. */
export const followStoreEndpoints = [AddFollowUser, DelFollowInfo] as const;
