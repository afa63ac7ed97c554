/**
 * Loads the session after login or on a page load with a stored token (SPEC sections 4, 6 and 8).
 *
 * Two phases, both through the api-client's RTK Query endpoints:
 * 1. `/agent/user/info` and GetPermissions (entry type 3), in parallel. Either failing fails the
 *    load: the guard then goes to Login (SPEC section 8).
 * 2. getRegions and the four session GETs (QryAnchorRelationChgTabVisible, getAgencyMemberRole,
 *    GetRecomAnchorEntry, getSelfInfo), in parallel. A failure leaves that part at its default;
 *    the transport has already reported it as abnormal, nothing else happens.
 *
 * Phase 2 runs only after phase 1 succeeded (a dead token costs two failing requests, not seven),
 * and the load resolves only after it, so the guard sees TransferRelation before it decides.
 * Within a phase, the calls are in flight together.
 */
import type { ApiError } from "@agent-portal/api-client/errors";
import { liveAgentFrontApi } from "@agent-portal/api-client/services/live-agent-front";
import { liveAgentServiceApi } from "@agent-portal/api-client/services/live-agent-service";
import { mainApi } from "@agent-portal/api-client/services/main";
import { manageAnchorApi } from "@agent-portal/api-client/services/manage-anchor";
import { unionOssApi } from "@agent-portal/api-client/services/union-oss";
import { PERMISSION_QUERY_ENTRY_TYPE } from "@agent-portal/api-client/enums";
import {
  agencyPermissionsReceived,
  memberRolesReceived,
  recommendEntryReceived,
  regionsReceived,
  relationTabReceived,
  selfInfoReceived,
  sessionLoadFailed,
  sessionLoadStarted,
  sessionLoadSucceeded,
  userInfoReceived,
} from "./session-slice.ts";
import type { SessionThunk } from "./thunk.ts";
import { toApiError } from "./thunk.ts";

/**
 * The outcome of {@link loadSession}: `ok`, or the error that failed it. `error` is `null` when
 * nothing was asked: there was no token, or the session changed (logout, another login) while
 * loading and the answers were dropped.
 */
export type LoadSessionResult = { readonly ok: true } | { readonly ok: false; readonly error: ApiError | null };

/** One-shot fetch options: a fresh answer, no lasting subscription (hooks subscribe on their own). */
const fresh = { subscribe: false, forceRefetch: true } as const;

const inFlight = new WeakMap<object, Promise<LoadSessionResult>>();

/**
 * Fetches the session and records it in the slice: `sessionLoadStarted`, then `userInfoReceived`,
 * `agencyPermissionsReceived`, `regionsReceived`, `relationTabReceived`, `memberRolesReceived`,
 * `recommendEntryReceived`, `selfInfoReceived` as answers arrive, then `sessionLoadSucceeded` or
 * `sessionLoadFailed(error)`.
 *
 * - No token: nothing is sent, resolves `{ ok: false, error: null }` (no token error is counted).
 * - Calls made while a load runs on the same store share it (one set of requests).
 * - Never rejects.
 */
export function loadSession(): SessionThunk<Promise<LoadSessionResult>> {
  return (dispatch, getState) => {
    const running = inFlight.get(getState);
    if (running) return running;
    const token = getState().session.token;
    if (token === null) return Promise.resolve({ ok: false, error: null });
    const stillCurrent = (): boolean => getState().session.token === token;

    const fail = (error: ApiError): LoadSessionResult => {
      dispatch(sessionLoadFailed(error));
      return { ok: false, error };
    };

    const run = async (): Promise<LoadSessionResult> => {
      dispatch(sessionLoadStarted());
      const [user, permissions] = await Promise.all([
        dispatch(mainApi.endpoints.getUserInfo.initiate({}, fresh)),
        dispatch(liveAgentServiceApi.endpoints.GetPermissions.initiate({ permission_query_entry_type: PERMISSION_QUERY_ENTRY_TYPE }, fresh)),
      ]);
      if (!stillCurrent()) return { ok: false, error: null };
      if (user.data === undefined) return fail(toApiError(user.error, "/agent/user/info"));
      if (permissions.data === undefined) return fail(toApiError(permissions.error, "/GetPermissions"));
      dispatch(userInfoReceived(user.data));
      dispatch(agencyPermissionsReceived(permissions.data.permissions));

      const [regions, relationTab, memberRoles, recommendEntry, selfInfo] = await Promise.all([
        dispatch(mainApi.endpoints.getRegions.initiate({}, fresh)),
        dispatch(manageAnchorApi.endpoints.QryAnchorRelationChgTabVisible.initiate({}, fresh)),
        dispatch(unionOssApi.endpoints.getAgencyMemberRole.initiate({}, fresh)),
        dispatch(liveAgentFrontApi.endpoints.GetRecomAnchorEntry.initiate({}, fresh)),
        dispatch(unionOssApi.endpoints.getSelfInfo.initiate({}, fresh)),
      ]);
      if (!stillCurrent()) return { ok: false, error: null };
      if (regions.data) dispatch(regionsReceived(regions.data));
      if (relationTab.data) dispatch(relationTabReceived(relationTab.data));
      if (memberRoles.data) dispatch(memberRolesReceived(memberRoles.data.member_list));
      if (recommendEntry.data) dispatch(recommendEntryReceived(recommendEntry.data));
      if (selfInfo.data) dispatch(selfInfoReceived(selfInfo.data.member_info));
      dispatch(sessionLoadSucceeded());
      return { ok: true };
    };

    const promise = run()
      .catch((error: unknown): LoadSessionResult => fail(toApiError(error, "/agent/user/info")))
      .finally(() => inFlight.delete(getState));
    inFlight.set(getState, promise);
    return promise;
  };
}
