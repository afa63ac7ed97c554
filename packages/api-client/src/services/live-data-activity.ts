/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), activities 74338 (game live data: sign-up, status, monthly data, switches, test helpers) and 77307 (invite a friend: index, summary, invitees, accepting, inviters).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  act74338Apply,
  act74338InterfaceSwitch,
  act74338MonthData,
  act74338PageSwitch,
  act74338TestClearCache,
  act74338TestGetInfo,
  act74338UserStatus,
  act77307AgreeInvite,
  act77307GetIndex,
  act77307GetInviteeList,
  act77307GetInviterUserInfoByCode,
  act77307GetMyInviterUserInfo,
  act77307GetSummary,
} from "#contract/live-data-activity.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-activity.ts` injected. */
export const liveDataActivityApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    act74338Apply: mutationFrom(build, act74338Apply),
    act74338UserStatus: queryFrom(build, act74338UserStatus),
    act74338MonthData: queryFrom(build, act74338MonthData),
    act74338InterfaceSwitch: queryFrom(build, act74338InterfaceSwitch),
    act74338PageSwitch: queryFrom(build, act74338PageSwitch),
    act74338TestGetInfo: queryFrom(build, act74338TestGetInfo),
    act74338TestClearCache: mutationFrom(build, act74338TestClearCache),
    act77307GetIndex: queryFrom(build, act77307GetIndex),
    act77307GetSummary: queryFrom(build, act77307GetSummary),
    act77307GetInviteeList: queryFrom(build, act77307GetInviteeList),
    act77307AgreeInvite: mutationFrom(build, act77307AgreeInvite),
    act77307GetMyInviterUserInfo: queryFrom(build, act77307GetMyInviterUserInfo),
    act77307GetInviterUserInfoByCode: queryFrom(build, act77307GetInviterUserInfoByCode),
  }),
});

/** Hooks of `contract/live-data-activity.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAct74338ApplyMutation,
  useAct74338UserStatusQuery,
  useLazyAct74338UserStatusQuery,
  useAct74338MonthDataQuery,
  useLazyAct74338MonthDataQuery,
  useAct74338InterfaceSwitchQuery,
  useLazyAct74338InterfaceSwitchQuery,
  useAct74338PageSwitchQuery,
  useLazyAct74338PageSwitchQuery,
  useAct74338TestGetInfoQuery,
  useLazyAct74338TestGetInfoQuery,
  useAct74338TestClearCacheMutation,
  useAct77307GetIndexQuery,
  useLazyAct77307GetIndexQuery,
  useAct77307GetSummaryQuery,
  useLazyAct77307GetSummaryQuery,
  useAct77307GetInviteeListQuery,
  useLazyAct77307GetInviteeListQuery,
  useAct77307AgreeInviteMutation,
  useAct77307GetMyInviterUserInfoQuery,
  useLazyAct77307GetMyInviterUserInfoQuery,
  useAct77307GetInviterUserInfoByCodeQuery,
  useLazyAct77307GetInviterUserInfoByCodeQuery,
} = liveDataActivityApi;
