/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), brokerageBackend: the agency's and its broadcasters' income by benefit type for a month, the broadcaster lists behind it, the type rules, and the superior agency's view of a sub-agency's broadcaster (`superiorRole`).
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  brokerageAnchorBenefitByType,
  brokerageAnchorList,
  brokerageAnchorListByType,
  brokerageProxyBenefitByType,
  brokerageSuperiorRoleAnchorBenefitByType,
  brokerageTypeRulePage,
  brokerageAnchorExportUrl,
} from "#contract/live-data-brokerage.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-brokerage.ts` injected. */
export const liveDataBrokerageApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    brokerageProxyBenefitByType: queryFrom(build, brokerageProxyBenefitByType),
    brokerageAnchorBenefitByType: queryFrom(build, brokerageAnchorBenefitByType),
    brokerageAnchorList: queryFrom(build, brokerageAnchorList),
    brokerageAnchorListByType: queryFrom(build, brokerageAnchorListByType),
    brokerageTypeRulePage: queryFrom(build, brokerageTypeRulePage),
    brokerageSuperiorRoleAnchorBenefitByType: queryFrom(build, brokerageSuperiorRoleAnchorBenefitByType),
    brokerageAnchorExportUrl: queryFrom(build, brokerageAnchorExportUrl),
  }),
});

/** Hooks of `contract/live-data-brokerage.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useBrokerageProxyBenefitByTypeQuery,
  useLazyBrokerageProxyBenefitByTypeQuery,
  useBrokerageAnchorBenefitByTypeQuery,
  useLazyBrokerageAnchorBenefitByTypeQuery,
  useBrokerageAnchorListQuery,
  useLazyBrokerageAnchorListQuery,
  useBrokerageAnchorListByTypeQuery,
  useLazyBrokerageAnchorListByTypeQuery,
  useBrokerageTypeRulePageQuery,
  useLazyBrokerageTypeRulePageQuery,
  useBrokerageSuperiorRoleAnchorBenefitByTypeQuery,
  useLazyBrokerageSuperiorRoleAnchorBenefitByTypeQuery,
  useBrokerageAnchorExportUrlQuery,
  useLazyBrokerageAnchorExportUrlQuery,
} = liveDataBrokerageApi;
