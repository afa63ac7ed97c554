/**
 * RTK Query endpoints and hooks of Manage anchor declarations (SPEC section 7), cancellations: an agency terminating a broadcaster's contract (cancel == 1, SPEC section 6) and the broadcaster's answer.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import { AnchorVerifyCancel, QryCancelContractList, QryCancelProgressByAnchor, QryCancelProgressForAgent, StartCancelContract } from "#contract/manage-anchor-cancel.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/manage-anchor-cancel.ts` injected. */
export const manageAnchorCancelApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    StartCancelContract: mutationFrom(build, StartCancelContract),
    AnchorVerifyCancel: mutationFrom(build, AnchorVerifyCancel),
    QryCancelContractList: queryFrom(build, QryCancelContractList),
    QryCancelProgressForAgent: queryFrom(build, QryCancelProgressForAgent),
    QryCancelProgressByAnchor: queryFrom(build, QryCancelProgressByAnchor),
  }),
});

/** Hooks of `contract/manage-anchor-cancel.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useStartCancelContractMutation,
  useAnchorVerifyCancelMutation,
  useQryCancelContractListQuery,
  useLazyQryCancelContractListQuery,
  useQryCancelProgressForAgentQuery,
  useLazyQryCancelProgressForAgentQuery,
  useQryCancelProgressByAnchorQuery,
  useLazyQryCancelProgressByAnchorQuery,
} = manageAnchorCancelApi;
