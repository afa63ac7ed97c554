import type { $ZodType, input, output } from "zod/v4/core";
import type { FamilyId } from "#families.ts";
import type { EntityTag, TagType } from "#tags.ts";

/** HTTP method of a call: POST unless SPEC section 7 says GET. */
export type HttpMethod = "GET" | "POST";

/**
 * Who may call: `session` (the default) needs the logged-in user's token in the `Authorization`
 * header (SPEC section 7: "Every call carries an auth token header"); `none` is answered without
 * one (login, its code, the token refresh, the site backend's country, server-to-server calls).
 * The transport never sends a `session` call without a token: it cancels it instead.
 */
export type EndpointAuth = "session" | "none";

/** How a POST body is encoded: JSON (default) or `application/x-www-form-urlencoded` ("form" in SPEC section 7). GET sends the request as the query string. */
export type BodyEncoding = "json" | "form";

/**
 * One call of SPEC section 7, declared once. Everything else derives from it:
 * the RTK Query endpoint and hook, the sandbox handler's validation, the contract
 * tests and the OpenAPI document.
 *
 * - Schemas are zod 4 schemas; the contract itself uses `zod/mini` (tree-shakable, small
 *   bundles), and any zod 4 schema (classic or mini) is accepted.
 * - `request` validates what the client sends (GET: the query object; POST: the body).
 * - `response` validates the envelope's `data` field on success.
 * - Both are built on their first read (`defineEndpoint` takes functions that build them):
 *   importing a contract file builds no schema of its declarations, only the shared schemas
 *   they use (the first logged-in page imports the services the session loads before its calls
 *   start).
 * - Field names follow the backend's style (`bigo_id`, `member_info`).
 */
export interface EndpointDeclaration<Req extends $ZodType = $ZodType, Res extends $ZodType = $ZodType> {
  /** The call name exactly as written in SPEC section 7 (e.g. `QryAnchorList`, `getVerifyCode`). */
  readonly name: string;
  /** RTK Query endpoint key, unique across the whole api. Defaults to `name`; set it where two families share a call name. */
  readonly key: string;
  readonly family: FamilyId;
  /**
   * The sub-API inside the family, where a family has several (the live-data family:
   * `agentOss`, `act67110`, `new_anchor/proxy`, ...); `""` otherwise. The inventory keys
   * calls by family + group + name, since sub-APIs repeat names (`reportDay`).
   */
  readonly group: string;
  readonly method: HttpMethod;
  /** Path under the family's base URL, starting with `/`. May hold `{param}` segments filled from the request. */
  readonly path: string;
  readonly encoding: BodyEncoding;
  /** Whether the call needs the session's token ({@link EndpointAuth}); the sandbox's handler declares the same. */
  readonly auth: EndpointAuth;
  readonly request: Req;
  readonly response: Res;
  /** `query` reads, `mutation` changes state. GET is always a query. */
  readonly kind: "query" | "mutation";
  /** One-line description for docs and the OpenAPI summary. */
  readonly summary: string;
  /** Tag types this call provides (queries) or invalidates (mutations). */
  readonly tags: readonly TagType[];
  /**
   * A query's per-entity tags (README "Cache tags"): the ones its answer provides, e.g. the
   * list tag and one id tag per row. Absent: the list tag of each of `tags`.
   */
  provides?(result: output<Res>, request: input<Req>): readonly EntityTag[];
  /**
   * A mutation's per-entity tags: the ones its success invalidates, e.g. the id tag of each
   * entity it changed. Absent: every query of each of `tags`.
   */
  invalidates?(request: input<Req>, result: output<Res>): readonly EntityTag[];
  /** The request may be sent again safely (GET reads). Only idempotent calls are ever retried. */
  readonly idempotent: boolean;
  /**
   * Business codes this call may answer besides success and the transport-level codes of
   * SPEC section 8 (token, phone authentication, invalid request, no permission). Each has a
   * translated text under `errors.api.<path>.<code>`; the codes are the `*ErrorCode` objects
   * next to the declarations.
   */
  readonly errors: readonly number[];
  /**
   * The portal screen this call serves, by route name (SPEC section 2), where the call is a
   * screen's list (`role: "list"`, a page query) or its export (`role: "export"`, answering
   * `{ url }`): `pnpm gen screen <RouteName>` takes these calls when none is named.
   */
  readonly screen?: ScreenUse;
}

/** What a call is to a portal screen ({@link EndpointDeclaration.screen}). */
export interface ScreenUse {
  /** The route name of SPEC section 2, e.g. `PaymentBlacklist`. */
  readonly route: string;
  readonly role: "list" | "export";
}

/** Options accepted by {@link defineEndpoint}; omitted fields take the defaults described on {@link EndpointDeclaration}. */
export interface DefineEndpointOptions<Req extends $ZodType, Res extends $ZodType, T extends TagType = TagType> {
  name: string;
  key?: string;
  family: FamilyId;
  group?: string;
  method?: HttpMethod;
  path: string;
  encoding?: BodyEncoding;
  auth?: EndpointAuth;
  /** Builds the request schema; called once, on the first read of the declaration's `request`. */
  request: () => Req;
  /** Builds the response schema; called once, on the first read of the declaration's `response`. */
  response: () => Res;
  kind?: "query" | "mutation";
  summary: string;
  tags?: readonly T[];
  /** See {@link EndpointDeclaration.provides}: only tags of `tags`' types. */
  provides?: (result: output<Res>, request: input<Req>) => readonly EntityTag<NoInfer<T>>[];
  /** See {@link EndpointDeclaration.invalidates}: only tags of `tags`' types. */
  invalidates?: (request: input<Req>, result: output<Res>) => readonly EntityTag<NoInfer<T>>[];
  errors?: readonly number[];
  /** See {@link EndpointDeclaration.screen}. */
  screen?: ScreenUse;
}

/**
 * Declares one endpoint of the contract.
 *
 * Defaults: method `POST`, encoding `json`, auth `session`, key = name, group `""`, kind `query`
 * for GET and `mutation` for POST unless given, no tags, no business codes, idempotent only for GET.
 * `provides` / `invalidates` may name only the types listed in `tags` (checked by the compiler).
 */
export function defineEndpoint<Req extends $ZodType, Res extends $ZodType, const T extends TagType = never>(
  options: DefineEndpointOptions<Req, Res, T>,
): EndpointDeclaration<Req, Res> {
  const method = options.method ?? "POST";
  let request: Req | undefined;
  let response: Res | undefined;
  return {
    name: options.name,
    key: options.key ?? options.name,
    family: options.family,
    group: options.group ?? "",
    method,
    path: options.path,
    encoding: options.encoding ?? "json",
    auth: options.auth ?? "session",
    get request() {
      return (request ??= options.request());
    },
    get response() {
      return (response ??= options.response());
    },
    kind: options.kind ?? (method === "GET" ? "query" : "mutation"),
    summary: options.summary,
    tags: options.tags ?? [],
    ...(options.provides ? { provides: options.provides } : {}),
    ...(options.invalidates ? { invalidates: options.invalidates } : {}),
    idempotent: method === "GET",
    errors: options.errors ?? [],
    ...(options.screen ? { screen: options.screen } : {}),
  };
}

/** Request type of a declaration (what the hook takes). */
export type RequestOf<E> = E extends { readonly request: infer Req extends $ZodType } ? input<Req> : never;
/** Response data type of a declaration (what the hook returns as `data`). */
export type ResponseOf<E> = E extends { readonly response: infer Res extends $ZodType } ? output<Res> : never;
