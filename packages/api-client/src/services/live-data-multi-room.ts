/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), multiRoom and creator: multi-guest room figures by day and month, their graph, sessions and export; the creator level, ranking and live data.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  creatorAchieveLevel,
  creatorLivedata,
  creatorLiveOrder,
  multiRoomDay,
  multiRoomDetail,
  multiRoomExportUrl,
  multiRoomGraph,
  multiRoomMonth,
} from "#contract/live-data-multi-room.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-multi-room.ts` injected. */
export const liveDataMultiRoomApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    multiRoomDay: queryFrom(build, multiRoomDay),
    multiRoomMonth: queryFrom(build, multiRoomMonth),
    multiRoomGraph: queryFrom(build, multiRoomGraph),
    multiRoomDetail: queryFrom(build, multiRoomDetail),
    multiRoomExportUrl: queryFrom(build, multiRoomExportUrl),
    creatorAchieveLevel: queryFrom(build, creatorAchieveLevel),
    creatorLiveOrder: queryFrom(build, creatorLiveOrder),
    creatorLivedata: queryFrom(build, creatorLivedata),
  }),
});

/** Hooks of `contract/live-data-multi-room.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useMultiRoomDayQuery,
  useLazyMultiRoomDayQuery,
  useMultiRoomMonthQuery,
  useLazyMultiRoomMonthQuery,
  useMultiRoomGraphQuery,
  useLazyMultiRoomGraphQuery,
  useMultiRoomDetailQuery,
  useLazyMultiRoomDetailQuery,
  useMultiRoomExportUrlQuery,
  useLazyMultiRoomExportUrlQuery,
  useCreatorAchieveLevelQuery,
  useLazyCreatorAchieveLevelQuery,
  useCreatorLiveOrderQuery,
  useLazyCreatorLiveOrderQuery,
  useCreatorLivedataQuery,
  useLazyCreatorLivedataQuery,
} = liveDataMultiRoomApi;
