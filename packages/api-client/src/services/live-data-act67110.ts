/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), act67110: the live data of activity 67110, with the same shapes as the root reports and multiRoom calls, counted over the activity's sessions only.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  act67110Config,
  act67110ExportUrl,
  act67110GraphData,
  act67110MultiRoomDay,
  act67110MultiRoomDetail,
  act67110MultiRoomExportUrl,
  act67110MultiRoomGraph,
  act67110MultiRoomMonth,
  act67110ReportDay,
  act67110ReportMonth,
} from "#contract/live-data-act67110.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-act67110.ts` injected. */
export const liveDataAct67110Api = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    act67110Config: queryFrom(build, act67110Config),
    act67110GraphData: queryFrom(build, act67110GraphData),
    act67110ReportMonth: queryFrom(build, act67110ReportMonth),
    act67110ReportDay: queryFrom(build, act67110ReportDay),
    act67110ExportUrl: queryFrom(build, act67110ExportUrl),
    act67110MultiRoomDay: queryFrom(build, act67110MultiRoomDay),
    act67110MultiRoomMonth: queryFrom(build, act67110MultiRoomMonth),
    act67110MultiRoomGraph: queryFrom(build, act67110MultiRoomGraph),
    act67110MultiRoomDetail: queryFrom(build, act67110MultiRoomDetail),
    act67110MultiRoomExportUrl: queryFrom(build, act67110MultiRoomExportUrl),
  }),
});

/** Hooks of `contract/live-data-act67110.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAct67110ConfigQuery,
  useLazyAct67110ConfigQuery,
  useAct67110GraphDataQuery,
  useLazyAct67110GraphDataQuery,
  useAct67110ReportMonthQuery,
  useLazyAct67110ReportMonthQuery,
  useAct67110ReportDayQuery,
  useLazyAct67110ReportDayQuery,
  useAct67110ExportUrlQuery,
  useLazyAct67110ExportUrlQuery,
  useAct67110MultiRoomDayQuery,
  useLazyAct67110MultiRoomDayQuery,
  useAct67110MultiRoomMonthQuery,
  useLazyAct67110MultiRoomMonthQuery,
  useAct67110MultiRoomGraphQuery,
  useLazyAct67110MultiRoomGraphQuery,
  useAct67110MultiRoomDetailQuery,
  useLazyAct67110MultiRoomDetailQuery,
  useAct67110MultiRoomExportUrlQuery,
  useLazyAct67110MultiRoomExportUrlQuery,
} = liveDataAct67110Api;
