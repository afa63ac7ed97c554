/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), agentOss PK, invoices and GET calls: PK overview and detail (data-center live data, pk tab), invoices and their signature, the multi-tab export URL, the PK data release state and business switches.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  agentOssExportUrl,
  agentOssInvoiceList,
  agentOssOpenBiz,
  agentOssPkDataRelease,
  agentOssPkDetail,
  agentOssPkOverview,
  agentOssSignature,
} from "#contract/live-data-agent-oss-pk.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-agent-oss-pk.ts` injected. */
export const liveDataAgentOssPkApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    agentOssPkOverview: queryFrom(build, agentOssPkOverview),
    agentOssPkDetail: queryFrom(build, agentOssPkDetail),
    agentOssInvoiceList: queryFrom(build, agentOssInvoiceList),
    agentOssSignature: mutationFrom(build, agentOssSignature),
    agentOssExportUrl: queryFrom(build, agentOssExportUrl),
    agentOssPkDataRelease: queryFrom(build, agentOssPkDataRelease),
    agentOssOpenBiz: queryFrom(build, agentOssOpenBiz),
  }),
});

/** Hooks of `contract/live-data-agent-oss-pk.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAgentOssPkOverviewQuery,
  useLazyAgentOssPkOverviewQuery,
  useAgentOssPkDetailQuery,
  useLazyAgentOssPkDetailQuery,
  useAgentOssInvoiceListQuery,
  useLazyAgentOssInvoiceListQuery,
  useAgentOssSignatureMutation,
  useAgentOssExportUrlQuery,
  useLazyAgentOssExportUrlQuery,
  useAgentOssPkDataReleaseQuery,
  useLazyAgentOssPkDataReleaseQuery,
  useAgentOssOpenBizQuery,
  useLazyAgentOssOpenBizQuery,
} = liveDataAgentOssPkApi;
