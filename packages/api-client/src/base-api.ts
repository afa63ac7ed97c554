/**
 * The one RTK Query api of the whole client (Conventions, "API layer"). It declares no
 * endpoint itself: each service family injects its own from `services/<family>.ts`, so
 * importing a hook guarantees its endpoints exist and one family never pulls in another.
 *
 * The app's store adds `baseApi.reducer` under `baseApi.reducerPath` ("api") and
 * `baseApi.middleware`; packages export slices, never stores.
 */
import { createApi, defaultSerializeQueryArgs } from "@reduxjs/toolkit/query/react";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import type { BaseQueryFn, EndpointBuilder, SerializeQueryArgs } from "@reduxjs/toolkit/query/react";
import type { EndpointDeclaration } from "#contract/define.ts";
import type { ApiError } from "#errors.ts";
import { tagTypes } from "#tags.ts";
import type { TagType } from "#tags.ts";
import { callEndpoint } from "#transport/call-endpoint.ts";

/** What an endpoint's `query` hands the base query: the declaration to call and its arguments. */
export interface ApiQueryArgs {
  readonly endpoint: EndpointDeclaration;
  /** The hook's argument; `undefined` (no argument) is sent as `{}`. */
  readonly args: unknown;
}

/**
 * The base query: calls {@link callEndpoint} with RTK Query's abort `signal` and answers
 * `{ data }` (the response schema's output) or `{ error }`, a plain serialisable
 * {@link ApiError}. It never throws, so a hook's `error` is always an `ApiError` (narrow
 * RTK's `SerializedError` away with `isApiError`). No RTK Query `retry`: the ky clients
 * retry idempotent GETs themselves.
 */
export const apiBaseQuery: BaseQueryFn<ApiQueryArgs, unknown, ApiError> = async ({ endpoint, args }, { signal }) => {
  const result = await callEndpoint(endpoint, args, { signal });
  return result.ok ? { data: result.data } : { error: result.error };
};

/**
 * The cache key of a query: RTK Query's own, with no argument taken as `{}`. The call sends both
 * as `{}`, so `useX()` in one component and `useX({})` in another share one cache entry and one
 * request (they were two: the core tab sent GetAggrDataEntry twice).
 */
export const serializeQueryArgs: SerializeQueryArgs<unknown> = ({ queryArgs, endpointDefinition, endpointName }) =>
  defaultSerializeQueryArgs({ queryArgs: queryArgs ?? {}, endpointDefinition, endpointName });

/**
 * The RTK Query api every service family injects into: `reducerPath` "api", the tag types of
 * `tags.ts`, and {@link serializeQueryArgs} as the cache key.
 */
export const baseApi = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery,
  tagTypes,
  serializeQueryArgs,
  endpoints: () => ({}),
});

/** The endpoint builder service files receive in `injectEndpoints`. */
export type ApiEndpointBuilder = EndpointBuilder<typeof apiBaseQuery, TagType, "api">;

/**
 * Aborts every running query that no component watches any more (issue 8: "a route change aborts
 * its pending calls"). RTK Query does not abort a query when its last subscriber unmounts (its
 * maintainers keep the answer for the cache); the portal dispatches this after each route change,
 * once the new screen has subscribed, so the left screen's pending reads stop at once while reads
 * a still-mounted layout or the new screen watch go on. Mutations are never aborted: a POST the
 * server received may have acted, and its outcome must still be shown. One-shot reads started with
 * `subscribe: false` (session loading and refresh) have no subscriber and are aborted too; they
 * treat `aborted` as nothing happened.
 *
 * @returns How many queries were aborted.
 */
export const abortUnwatchedQueries =
  () =>
  (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>): number => {
    const subscriptions = dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown;
    if (!isSubscriptionSelectors(subscriptions)) return 0;
    const running = dispatch(baseApi.util.getRunningQueriesThunk());
    let aborted = 0;
    for (const query of running) {
      if (subscriptions.getSubscriptionCount(query.queryCacheKey) === 0) {
        query.abort();
        aborted += 1;
      }
    }
    return aborted;
  };

/** The middleware's answer to `internal_getRTKQSubscriptions` (RTK Query 2.x). */
interface SubscriptionSelectors {
  getSubscriptionCount(queryCacheKey: string): number;
}

function isSubscriptionSelectors(value: unknown): value is SubscriptionSelectors {
  return typeof value === "object" && value !== null && "getSubscriptionCount" in value && typeof value.getSubscriptionCount === "function";
}
