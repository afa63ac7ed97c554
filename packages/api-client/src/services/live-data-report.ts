/**
 * RTK Query endpoints and hooks of Live-data family (SPEC section 7), the root calls: the live-data page configuration, day and month reports, graphs and exports (data-center live data, broadcaster live data), banners, low-quality live covers, and manageOss rewards.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  liveDataConfig,
  liveDataExportUrl,
  liveDataGetBanner,
  liveDataGraphData,
  liveDataLiveCoverLowQuality,
  liveDataReportDay,
  liveDataReportMonth,
  manageOssGetRewardList,
} from "#contract/live-data-report.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-data-report.ts` injected. */
export const liveDataReportApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    liveDataConfig: queryFrom(build, liveDataConfig),
    liveDataReportDay: queryFrom(build, liveDataReportDay),
    liveDataReportMonth: queryFrom(build, liveDataReportMonth),
    liveDataGraphData: queryFrom(build, liveDataGraphData),
    liveDataExportUrl: queryFrom(build, liveDataExportUrl),
    liveDataGetBanner: queryFrom(build, liveDataGetBanner),
    liveDataLiveCoverLowQuality: queryFrom(build, liveDataLiveCoverLowQuality),
    manageOssGetRewardList: queryFrom(build, manageOssGetRewardList),
  }),
});

/** Hooks of `contract/live-data-report.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useLiveDataConfigQuery,
  useLazyLiveDataConfigQuery,
  useLiveDataReportDayQuery,
  useLazyLiveDataReportDayQuery,
  useLiveDataReportMonthQuery,
  useLazyLiveDataReportMonthQuery,
  useLiveDataGraphDataQuery,
  useLazyLiveDataGraphDataQuery,
  useLiveDataExportUrlQuery,
  useLazyLiveDataExportUrlQuery,
  useLiveDataGetBannerQuery,
  useLazyLiveDataGetBannerQuery,
  useLiveDataLiveCoverLowQualityQuery,
  useLazyLiveDataLiveCoverLowQualityQuery,
  useManageOssGetRewardListQuery,
  useLazyManageOssGetRewardListQuery,
} = liveDataReportApi;
