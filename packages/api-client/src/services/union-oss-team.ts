/**
 * RTK Query endpoints and hooks of `contract/union-oss-team.ts`: the guild team's name echo
 * before a member is added (getAgencyMemberCandidate).
 */
import { baseApi } from "#base-api.ts";
import { getAgencyMemberCandidate } from "#contract/union-oss-team.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/union-oss-team.ts` injected. */
export const unionOssTeamApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    getAgencyMemberCandidate: queryFrom(build, getAgencyMemberCandidate),
  }),
});

/** Hooks of `contract/union-oss-team.ts`. */
export const { useGetAgencyMemberCandidateQuery, useLazyGetAgencyMemberCandidateQuery } = unionOssTeamApi;
