/**
 * The one RTK Query api of the whole client (Conventions, "API layer"). It declares no
 * endpoint itself: each service family injects its own from `services/<family>.ts`, so
 * importing a hook guarantees its endpoints exist and one family never pulls in another.
 *
 * The app's store adds `baseApi.reducer` under `baseApi.reducerPath` ("api") and
 * `baseApi.middleware`; packages export slices, never stores.
 */
import { createApi } from "@reduxjs/toolkit/query/react";
import type { BaseQueryFn, EndpointBuilder } from "@reduxjs/toolkit/query/react";
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

/** The RTK Query api every service family injects into: `reducerPath` "api", the tag types of `tags.ts`. */
export const baseApi = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});

/** The endpoint builder service files receive in `injectEndpoints`. */
export type ApiEndpointBuilder = EndpointBuilder<typeof apiBaseQuery, TagType, "api">;
