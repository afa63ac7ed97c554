/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), preLostUser: users at risk of leaving (no live or gift for a while) and their recall: the agency sends a recall IM, the user opens it and draws a reward, the agency records a call-back.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  preLostUserCallbackUser,
  preLostUserDrawRecallReward,
  preLostUserGetRecallPath,
  preLostUserGetUserList,
  preLostUserOpenRecallIm,
  preLostUserQueryRecallReward,
  preLostUserSendRecallIm,
} from "#contract/live-data-pre-lost-user.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-pre-lost-user.ts` injected. */
export const liveDataPreLostUserApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    preLostUserGetUserList: queryFrom(build, preLostUserGetUserList),
    preLostUserSendRecallIm: mutationFrom(build, preLostUserSendRecallIm),
    preLostUserDrawRecallReward: mutationFrom(build, preLostUserDrawRecallReward),
    preLostUserOpenRecallIm: mutationFrom(build, preLostUserOpenRecallIm),
    preLostUserQueryRecallReward: queryFrom(build, preLostUserQueryRecallReward),
    preLostUserCallbackUser: mutationFrom(build, preLostUserCallbackUser),
    preLostUserGetRecallPath: queryFrom(build, preLostUserGetRecallPath),
  }),
});

/** Hooks of `contract/live-data-pre-lost-user.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  usePreLostUserGetUserListQuery,
  useLazyPreLostUserGetUserListQuery,
  usePreLostUserSendRecallImMutation,
  usePreLostUserDrawRecallRewardMutation,
  usePreLostUserOpenRecallImMutation,
  usePreLostUserQueryRecallRewardQuery,
  useLazyPreLostUserQueryRecallRewardQuery,
  usePreLostUserCallbackUserMutation,
  usePreLostUserGetRecallPathQuery,
  useLazyPreLostUserGetRecallPathQuery,
} = liveDataPreLostUserApi;
