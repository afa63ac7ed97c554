/**
 * RTK Query endpoints and hooks of Activity 75352 agent API (SPEC section 7), the POST calls: registering broadcasters (an asynchronous task polled with async_sign_result), cancelling, moving between rounds, swapping broadcasters, and the CSV exports.
 * Each endpoint is injected under its declaration's `key` (hooks `use<Key>Query` / `use<Key>Mutation`).
 */
import { baseApi } from "#base-api.ts";
import {
  act75352AsyncSignResult,
  act75352CancelRound,
  act75352CancelSign,
  act75352CanChangeRound,
  act75352ChangeAnchor,
  act75352ChangeRound,
  act75352RoundExport,
  act75352Sign,
  act75352SignExport,
} from "#contract/act75352-actions.ts";
import { endpointInjectionMode, mutationFrom, queryFrom } from "#endpoint-builder.ts";

/** The api with the endpoints of `contract/act75352-actions.ts` injected. */
export const act75352ActionsApi = baseApi.injectEndpoints({
  overrideExisting: endpointInjectionMode(),
  endpoints: (build) => ({
    act75352Sign: mutationFrom(build, act75352Sign),
    act75352CancelSign: mutationFrom(build, act75352CancelSign),
    act75352CancelRound: mutationFrom(build, act75352CancelRound),
    act75352ChangeRound: mutationFrom(build, act75352ChangeRound),
    act75352ChangeAnchor: mutationFrom(build, act75352ChangeAnchor),
    act75352SignExport: queryFrom(build, act75352SignExport),
    act75352RoundExport: queryFrom(build, act75352RoundExport),
    act75352AsyncSignResult: queryFrom(build, act75352AsyncSignResult),
    act75352CanChangeRound: queryFrom(build, act75352CanChangeRound),
  }),
});

/** Hooks of `contract/act75352-actions.ts`: queries (with lazy variants) and mutations, one per declaration. */
export const {
  useAct75352SignMutation,
  useAct75352CancelSignMutation,
  useAct75352CancelRoundMutation,
  useAct75352ChangeRoundMutation,
  useAct75352ChangeAnchorMutation,
  useAct75352SignExportQuery,
  useLazyAct75352SignExportQuery,
  useAct75352RoundExportQuery,
  useLazyAct75352RoundExportQuery,
  useAct75352AsyncSignResultQuery,
  useLazyAct75352AsyncSignResultQuery,
  useAct75352CanChangeRoundQuery,
  useLazyAct75352CanChangeRoundQuery,
} = act75352ActionsApi;
