/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), agentOss: the data-center screens of an agency and its sub-agencies (proxies): overview, proxy and broadcaster lists, details, export, the caller's report role and user type, and queryProxyOverview (the spec's explicit `POST /bigo_act_livedata_api/agentOss/queryProxyOverview`, declared once here).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  agentOssAnchorList,
  agentOssDetail,
  agentOssExport,
  agentOssGetRole,
  agentOssGetUserType,
  agentOssMultiDetail,
  agentOssOverview,
  agentOssProxyList,
  agentOssQueryProxyOverview,
  agentOssSumProxy,
} from "#contract/live-data-agent-oss.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-agent-oss.ts` injected. */
export const liveDataAgentOssApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    agentOssOverview: queryFrom(build, agentOssOverview),
    agentOssProxyList: queryFrom(build, agentOssProxyList),
    agentOssAnchorList: queryFrom(build, agentOssAnchorList),
    agentOssMultiDetail: queryFrom(build, agentOssMultiDetail),
    agentOssDetail: queryFrom(build, agentOssDetail),
    agentOssExport: queryFrom(build, agentOssExport),
    agentOssGetRole: queryFrom(build, agentOssGetRole),
    agentOssGetUserType: queryFrom(build, agentOssGetUserType),
    agentOssQueryProxyOverview: queryFrom(build, agentOssQueryProxyOverview),
    agentOssSumProxy: queryFrom(build, agentOssSumProxy),
  }),
});

/** Hooks of `contract/live-data-agent-oss.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAgentOssOverviewQuery,
  useLazyAgentOssOverviewQuery,
  useAgentOssProxyListQuery,
  useLazyAgentOssProxyListQuery,
  useAgentOssAnchorListQuery,
  useLazyAgentOssAnchorListQuery,
  useAgentOssMultiDetailQuery,
  useLazyAgentOssMultiDetailQuery,
  useAgentOssDetailQuery,
  useLazyAgentOssDetailQuery,
  useAgentOssExportQuery,
  useLazyAgentOssExportQuery,
  useAgentOssGetRoleQuery,
  useLazyAgentOssGetRoleQuery,
  useAgentOssGetUserTypeQuery,
  useLazyAgentOssGetUserTypeQuery,
  useAgentOssQueryProxyOverviewQuery,
  useLazyAgentOssQueryProxyOverviewQuery,
  useAgentOssSumProxyQuery,
  useLazyAgentOssSumProxyQuery,
} = liveDataAgentOssApi;
