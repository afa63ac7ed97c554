/**
 * RTK Query endpoints and hooks of the security centre's own declarations (`contract/security-center-overview.ts`):
 * the status tab's summary and the exports of the ban and violation lists.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query`).
 */
import { baseApi } from "#base-api.ts";
import { ExportAuditRecordList, ExportBanList, QuerySecuritySummary } from "#contract/security-center-overview.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/security-center-overview.ts` injected. */
export const securityCenterOverviewApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QuerySecuritySummary: queryFrom(build, QuerySecuritySummary),
    ExportBanList: queryFrom(build, ExportBanList),
    ExportAuditRecordList: queryFrom(build, ExportAuditRecordList),
  }),
});

/** Hooks of `contract/security-center-overview.ts`: queries with lazy variants. */
export const {
  useQuerySecuritySummaryQuery,
  useLazyQuerySecuritySummaryQuery,
  useExportBanListQuery,
  useLazyExportBanListQuery,
  useExportAuditRecordListQuery,
  useLazyExportAuditRecordListQuery,
} = securityCenterOverviewApi;
