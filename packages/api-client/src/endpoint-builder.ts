/**
 * Turns contract declarations into RTK Query endpoint definitions, typed from their zod
 * schemas: the hook takes `z.input` of the request schema and returns `z.output` of the
 * response schema.
 *
 * @example
 * export const mainApi = baseApi.injectEndpoints({
 *   overrideExisting: endpointInjectionMode(),
 *   endpoints: (build) => ({ getUserInfo: queryFrom(build, getUserInfo), login: mutationFrom(build, login) }),
 * });
 */
import type { MutationDefinition, QueryDefinition } from "@reduxjs/toolkit/query/react";
import type { ApiEndpointBuilder, ApiQueryArgs, apiBaseQuery } from "#base-api.ts";
import type { EndpointDeclaration, RequestOf, ResponseOf } from "#contract/define.ts";
import { invalidateTags, listTag } from "#tags.ts";
import type { EntityTag, TagType } from "#tags.ts";
import { getApiClientConfig } from "#transport/config.ts";

/**
 * The hook argument of a declaration: its request input, which may be left out (`void`)
 * when it has no required field (e.g. `z.object({})`, whose input is `Record<string, never>`), so `useGetUserInfoQuery()` needs no argument.
 */
// `void` (not `undefined`) is what lets TypeScript accept a call without the argument; RTK Query's own no-argument endpoints use it.
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type
export type ArgOf<E> = Record<string, never> extends RequestOf<E> ? RequestOf<E> | void : RequestOf<E>;

/** The RTK Query definition {@link queryFrom} builds for a declaration. */
export type QueryFrom<E> = QueryDefinition<ArgOf<E>, typeof apiBaseQuery, TagType, ResponseOf<E>, "api">;
/** The RTK Query definition {@link mutationFrom} builds for a declaration. */
export type MutationFrom<E> = MutationDefinition<ArgOf<E>, typeof apiBaseQuery, TagType, ResponseOf<E>, "api">;

/** The request a hook was called with: `{}` for a hook called without one (a request with no required field). */
const requestOf = <E>(arg: ArgOf<E>): RequestOf<E> => (arg ?? {}) as RequestOf<E>;

function assertKind(declaration: EndpointDeclaration, expected: "query" | "mutation"): void {
  if (declaration.kind !== expected) {
    throw new Error(`${declaration.family}/${declaration.key} is declared as a ${declaration.kind}; build it with ${declaration.kind}From`);
  }
}

/**
 * A query endpoint for a declaration of kind `query`: provides the declaration's per-entity tags
 * (`provides`: e.g. the list tag and one id tag per row), or the list tag of each of its tag
 * types when it declares none or the call failed (so a later list invalidation retries it).
 *
 * @throws Error when the declaration is a mutation (at import time, so it fails loudly).
 */
export function queryFrom<E extends EndpointDeclaration>(build: ApiEndpointBuilder, declaration: E): QueryFrom<E> {
  assertKind(declaration, "query");
  const lists: EntityTag[] = declaration.tags.map(listTag);
  return build.query<ResponseOf<E>, ArgOf<E>>({
    query: (args): ApiQueryArgs => ({ endpoint: declaration, args }),
    providesTags: (result, _error, arg) => (result === undefined || declaration.provides === undefined ? lists : [...declaration.provides(result, requestOf<E>(arg))]),
  });
}

/**
 * A mutation endpoint for a declaration of kind `mutation`: on success only (a failed call
 * refetches nothing) invalidates the declaration's per-entity tags (`invalidates`: e.g. the id
 * tag of each entity it changed), or every query of each of its tag types when it declares none.
 *
 * @throws Error when the declaration is a query.
 */
export function mutationFrom<E extends EndpointDeclaration>(build: ApiEndpointBuilder, declaration: E): MutationFrom<E> {
  assertKind(declaration, "mutation");
  return build.mutation<ResponseOf<E>, ArgOf<E>>({
    query: (args): ApiQueryArgs => ({ endpoint: declaration, args }),
    invalidatesTags: (result, error, arg) =>
      invalidateTags<EntityTag>(error, result === undefined || declaration.invalidates === undefined ? declaration.tags : declaration.invalidates(requestOf<E>(arg), result)),
  });
}

/**
 * The `overrideExisting` value for `injectEndpoints`: `"throw"` (a duplicate endpoint key
 * fails loudly) unless `configureApiClient({ strictEndpointNames: false })` was called
 * before the service files were imported, then `true` (re-injection overrides, for hot reload).
 */
export function endpointInjectionMode(): "throw" | true {
  return getApiClientConfig().strictEndpointNames === false ? true : "throw";
}
