/**
 * RTK Query endpoints and hooks of live_agent_portal declarations (SPEC section 7), the agency academy (activity 85157; agency-academy, course and course/{id}; permission tutorial entry 104): tabs, tutorial lists, search and one tutorial.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { act85157getTabList, act85157getTutorialById, act85157getTutorialList, act85157searchTutorial } from "#contract/live-agent-portal-academy.ts";
import { endpointInjectionMode, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/live-agent-portal-academy.ts` injected. */
export const liveAgentPortalAcademyApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    act85157getTabList: queryFrom(build, act85157getTabList),
    act85157searchTutorial: queryFrom(build, act85157searchTutorial),
    act85157getTutorialById: queryFrom(build, act85157getTutorialById),
    act85157getTutorialList: queryFrom(build, act85157getTutorialList),
  }),
});

/** Hooks of `contract/live-agent-portal-academy.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAct85157getTabListQuery,
  useLazyAct85157getTabListQuery,
  useAct85157searchTutorialQuery,
  useLazyAct85157searchTutorialQuery,
  useAct85157getTutorialByIdQuery,
  useLazyAct85157getTutorialByIdQuery,
  useAct85157getTutorialListQuery,
  useLazyAct85157getTutorialListQuery,
} = liveAgentPortalAcademyApi;
