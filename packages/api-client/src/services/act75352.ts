/**
 * RTK Query endpoints and hooks of Activity 75352 agent API (SPEC section 7), the GET calls: eligible broadcasters, sign and round records, activities with their status counts, the sign-up form, the entrance, the change-round page and the token page.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  act75352Entrance,
  act75352GetChangePageInfo,
  act75352PageByToken,
  act75352QueryAnchorList,
  act75352RoundRecordPage,
  act75352SignActFormInfo,
  act75352SignActList,
  act75352SignRecordPage,
  act75352SignStatusCountInfo,
} from "#contract/act75352.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/act75352.ts` injected. */
export const act75352Api = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    act75352QueryAnchorList: queryFrom(build, act75352QueryAnchorList),
    act75352SignRecordPage: queryFrom(build, act75352SignRecordPage),
    act75352RoundRecordPage: queryFrom(build, act75352RoundRecordPage),
    act75352SignActList: queryFrom(build, act75352SignActList),
    act75352SignStatusCountInfo: queryFrom(build, act75352SignStatusCountInfo),
    act75352SignActFormInfo: queryFrom(build, act75352SignActFormInfo),
    act75352Entrance: queryFrom(build, act75352Entrance),
    act75352GetChangePageInfo: queryFrom(build, act75352GetChangePageInfo),
    act75352PageByToken: queryFrom(build, act75352PageByToken),
  }),
});

/** Hooks of `contract/act75352.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAct75352QueryAnchorListQuery,
  useLazyAct75352QueryAnchorListQuery,
  useAct75352SignRecordPageQuery,
  useLazyAct75352SignRecordPageQuery,
  useAct75352RoundRecordPageQuery,
  useLazyAct75352RoundRecordPageQuery,
  useAct75352SignActListQuery,
  useLazyAct75352SignActListQuery,
  useAct75352SignStatusCountInfoQuery,
  useLazyAct75352SignStatusCountInfoQuery,
  useAct75352SignActFormInfoQuery,
  useLazyAct75352SignActFormInfoQuery,
  useAct75352EntranceQuery,
  useLazyAct75352EntranceQuery,
  useAct75352GetChangePageInfoQuery,
  useLazyAct75352GetChangePageInfoQuery,
  useAct75352PageByTokenQuery,
  useLazyAct75352PageByTokenQuery,
} = act75352Api;
