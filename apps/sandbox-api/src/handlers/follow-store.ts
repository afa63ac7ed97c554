/**
 * follow store handlers (SPEC section 7): AddFollowUser, DelFollowInfo, both idempotent. Open to
 * the broadcaster list (20) and the PK lists (25).
 */
import { and, eq } from "drizzle-orm";
import { AddFollowUser, DelFollowInfo, FollowErrorCode } from "@agent-portal/api-client/contract/follow-store";
import { PermissionId } from "@agent-portal/permissions/ids";
import { follows } from "#db/schema/engagement.ts";
import { ContractError } from "#http/codes.ts";
import type { RegisterHandlers } from "#http/contract-router.ts";
import { personByUid } from "#services/people.ts";

/** Most users one account may follow. */
export const FOLLOW_LIMIT = 5_000;
const PERMISSIONS = [PermissionId.AgencyBroadcasterList, PermissionId.AssignPkList];

/** Registers the follow store handlers. */
export const registerFollowStoreHandlers: RegisterHandlers = (router) => {
  router.handle(AddFollowUser, { permissions: PERMISSIONS, scope: "self" }, async ({ input, caller, deps, now }) => {
    if (input.follow_uid === caller.account.bigoUid) throw new ContractError(FollowErrorCode.CannotFollowSelf, "You cannot follow yourself");
    if ((await personByUid(deps.db, input.follow_uid)) === null) throw new ContractError(FollowErrorCode.UserNotFound, "No user has this uid");
    if ((await deps.db.$count(follows, eq(follows.accountId, caller.account.id))) >= FOLLOW_LIMIT) {
      throw new ContractError(FollowErrorCode.FollowLimitReached, "You follow the maximum of 5,000 users");
    }
    await deps.db.insert(follows).values({ accountId: caller.account.id, followedUid: input.follow_uid, createdAt: now }).onConflictDoNothing();
    return {};
  });

  router.handle(DelFollowInfo, { permissions: PERMISSIONS, scope: "self" }, async ({ input, caller, deps }) => {
    if ((await personByUid(deps.db, input.follow_uid)) === null) throw new ContractError(FollowErrorCode.UserNotFound, "No user has this uid");
    await deps.db.delete(follows).where(and(eq(follows.accountId, caller.account.id), eq(follows.followedUid, input.follow_uid)));
    return {};
  });
};
