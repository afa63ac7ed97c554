/**
 * Main API endpoints (SPEC section 7, "Main API (base /api, credentials sent, plus a device
 * id header)"): login code, login, token refresh, logout, regions and user info.
 */
import { baseApi } from "#base-api.ts";
import { getRegions, getUserInfo, getVerifyCode, login, logout, refreshToken } from "#contract/main.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the main-API endpoints injected (`mainApi.endpoints.getUserInfo.initiate()` etc.). */
export const mainApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getVerifyCode: mutationFrom(build, getVerifyCode),
    login: mutationFrom(build, login),
    refreshToken: mutationFrom(build, refreshToken),
    logout: mutationFrom(build, logout),
    getRegions: queryFrom(build, getRegions),
    getUserInfo: queryFrom(build, getUserInfo),
  }),
});

/** Hooks of the main API: POST /agent/user/getVerifyCode, /agent/user/login, /agent/account/refreshToken, /agent/user/logout; GET getRegions and user/info. */
export const {
  useGetVerifyCodeMutation,
  useLoginMutation,
  useRefreshTokenMutation,
  useLogoutMutation,
  useGetRegionsQuery,
  useLazyGetRegionsQuery,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
} = mainApi;
