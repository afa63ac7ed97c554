/**
 * RTK Query endpoints and hooks of follow store declarations (SPEC section 7): follow and unfollow a user from the broadcaster list (`is_followed` of QryAnchorList) and the PK candidate lists.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { AddFollowUser, DelFollowInfo } from "#contract/follow-store.ts";
import { endpointInjectionMode, mutationFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/follow-store.ts` injected. */
export const followStoreApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    AddFollowUser: mutationFrom(build, AddFollowUser),
    DelFollowInfo: mutationFrom(build, DelFollowInfo),
  }),
});

/** Hooks of `contract/follow-store.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const { useAddFollowUserMutation, useDelFollowInfoMutation } = followStoreApi;
