/**
 * RTK Query endpoints and hooks of Manage anchor declarations (SPEC section 7), transfers: moving a broadcaster between agencies (issue 7, modify / transfer relation; issue 9, the broadcaster's confirmation), and the relation-change tab check.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  AgentVerifyTransfer,
  AnchorVerifyTransfer,
  QryAnchorRelationChangeProg,
  QryAnchorRelationChgTabVisible,
  QryProxyInfo,
  QryTransferList,
  QryTransferProgressByAnchor,
  QryTransferProgressForAgent,
  StartApplyTransfer,
} from "#contract/manage-anchor.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/manage-anchor.ts` injected. */
export const manageAnchorApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    QryAnchorRelationChgTabVisible: queryFrom(build, QryAnchorRelationChgTabVisible),
    QryProxyInfo: queryFrom(build, QryProxyInfo),
    StartApplyTransfer: mutationFrom(build, StartApplyTransfer),
    AgentVerifyTransfer: mutationFrom(build, AgentVerifyTransfer),
    AnchorVerifyTransfer: mutationFrom(build, AnchorVerifyTransfer),
    QryTransferList: queryFrom(build, QryTransferList),
    QryTransferProgressForAgent: queryFrom(build, QryTransferProgressForAgent),
    QryTransferProgressByAnchor: queryFrom(build, QryTransferProgressByAnchor),
    QryAnchorRelationChangeProg: queryFrom(build, QryAnchorRelationChangeProg),
  }),
});

/** Hooks of `contract/manage-anchor.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useQryAnchorRelationChgTabVisibleQuery,
  useLazyQryAnchorRelationChgTabVisibleQuery,
  useQryProxyInfoQuery,
  useLazyQryProxyInfoQuery,
  useStartApplyTransferMutation,
  useAgentVerifyTransferMutation,
  useAnchorVerifyTransferMutation,
  useQryTransferListQuery,
  useLazyQryTransferListQuery,
  useQryTransferProgressForAgentQuery,
  useLazyQryTransferProgressForAgentQuery,
  useQryTransferProgressByAnchorQuery,
  useLazyQryTransferProgressByAnchorQuery,
  useQryAnchorRelationChangeProgQuery,
  useLazyQryAnchorRelationChangeProgQuery,
} = manageAnchorApi;
