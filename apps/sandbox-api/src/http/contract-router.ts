/**
 * The registration layer between the contract declarations of `@agent-portal/api-client`
 * and Hono: `handle(declaration, options, handler)` mounts one declared call at
 * `families[declaration.family].baseUrl + declaration.path` with its method, and runs, in order:
 *
 * 0. fault injection (`deps.faults`, sandbox only): a matching rule may delay the call, or answer
 *    a forced code / HTTP status / non-JSON body instead (`faults.ts`);
 * 1. authentication (`auth: "session"`, the default): missing/garbled header -> HTTP 401;
 *    unknown token 20003, expired 20002, disabled account 20006 (HTTP 200); a server-to-server call
 *    (`service: true`, with `auth: "none"`) needs the token of an Admin or Operator account, else 43012;
 * 2. permissions (`permissions`: any of them opens the call; admins bypass) and the agent role
 *    (`agentRoles`: the caller's role in their agency must be one of them; admins bypass) -> 30001 "No permission";
 * 2b. the by-beans whitelist (`whitelist: true`): the caller's account must be on it (user info `isWhite`; admins
 *    bypass) -> 30001 "No permission", as the route guard hides the by-beans tabs and entry from everyone else;
 * 3. input: query (GET) or JSON/form body (POST) plus `{param}` path segments: a POST body must be
 *    sent as the declared encoding (JSON or form) -> HTTP 415 code 41500; a text with a control
 *    character or a broken surrogate pair -> HTTP 400 code 40000 naming the field; then validated
 *    with `declaration.request` -> HTTP 400 `{ code: 40000, msg: "<field>: <why>" }`;
 * 3b. phone authentication (`phoneAuth: true`): the session must have passed a phone check
 *    (checkVerifyCode / setUidHasPhone / live_agent_portal checkVerifyCode) within
 *    `PHONE_VERIFIED_SECONDS` (600), else 40001 (SPEC section 8);
 * 4. the handler; a thrown {@link ContractError} becomes its envelope;
 * 5. the answer, validated with `declaration.response` (a mismatch is a server bug: logged, HTTP 500 code 50000),
 *    wrapped as `{ code: <family success code>, msg: "success", data }` (0 `json`, 1 `cpp`).
 *
 * Any other thrown error is logged (message only, never request data) and answered HTTP 500 code 50000.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { safeParse } from "zod/v4/core";
import type { z } from "zod";
import type { EndpointDeclaration } from "@agent-portal/api-client/contract/define";
import { families, successCodeOf } from "@agent-portal/api-client/families";
import type { PermissionId } from "@agent-portal/permissions/ids";
import type { AgentRole } from "@agent-portal/api-client/enums";
import { agentRoleOf } from "#services/memberships.ts";
import { mayCall, onByBeansWhitelist } from "#services/permissions.ts";
import { isPhoneVerified } from "#services/phone/verification.ts";
import type { Caller } from "#services/sessions.ts";
import { authenticate, requireService } from "./bearer.ts";
import type { CallScope } from "./call-scope.ts";
import { ContractError, ServerCode } from "./codes.ts";
import type { AppDeps } from "./deps.ts";
import { errorEnvelope, successEnvelope } from "./envelope.ts";
import { effectOf } from "./faults.ts";
import { describeIssues, findUnsafeText, readInput, toRoutePath } from "./request-input.ts";

/** `session` (default): a valid bearer token is required. `none`: anonymous (login, getVerifyCode). */
export type AuthMode = "none" | "session";

/** Options of {@link ContractRouter.handle}. */
export interface HandleOptions {
  /** The call opens with any one of these; omitted or empty: no permission check. Admins bypass. Needs `auth: "session"`. */
  readonly permissions?: readonly PermissionId[];
  /**
   * The call opens only for these agent roles (the caller's highest membership; NOT_AGENT for
   * accounts in no agency), e.g. broker assignment for super managers and managers. Admins bypass.
   * Omitted: any role. Needs `auth: "session"`.
   */
  readonly agentRoles?: readonly AgentRole[];
  readonly auth?: AuthMode;
  /**
   * A server-to-server call (live data `inner/*`, `new_anchor/inner/*`): in the sandbox a service is
   * any request with the token of an Admin or Operator account; anything else answers 43012
   * (live-data AccessDenied). Needs `auth: "none"` (the handler gets no caller).
   */
  readonly service?: boolean;
  /** Only for accounts on the by-beans whitelist (`isWhite`; admins bypass), else 30001. Needs `auth: "session"`. */
  readonly whitelist?: boolean;
  /** Sensitive call: answers 40001 until the session passed a phone check (within 10 minutes). Needs `auth: "session"`. */
  readonly phoneAuth?: boolean;
  /** Whose data the call answers or changes (`call-scope.ts`); required, so no call skips the scope matrix test. */
  readonly scope: CallScope;
}

/** How a registered call is opened, as the scope matrix test reads it. */
export interface CallAccess {
  readonly declaration: EndpointDeclaration;
  readonly auth: AuthMode;
  readonly permissions: readonly PermissionId[];
  readonly agentRoles: readonly AgentRole[] | null;
  readonly service: boolean;
  readonly phoneAuth: boolean;
  /** Only for accounts on the by-beans whitelist (`isWhite`). */
  readonly whitelist: boolean;
  readonly scope: CallScope;
}

/** What a handler receives. `caller` is the authenticated caller (`null` for `auth: "none"`). */
export interface HandlerContext<D extends EndpointDeclaration, C extends Caller | null> {
  /** The validated request (schema output). */
  readonly input: z.output<D["request"]>;
  readonly caller: C;
  readonly deps: AppDeps;
  /** The request's instant, read once from the clock. */
  readonly now: Date;
  /** The raw Hono context (headers such as device id or language). */
  readonly c: Context;
}

/** A handler returns the response `data` (schema input); it raises business errors as {@link ContractError}. */
export type Handler<D extends EndpointDeclaration, C extends Caller | null> = (context: HandlerContext<D, C>) => z.input<D["response"]> | Promise<z.input<D["response"]>>;

/** Mounts declared calls on a Hono app and remembers which declarations have a handler. */
export interface ContractRouter {
  /** Mounts an anonymous call. */
  handle<D extends EndpointDeclaration>(declaration: D, options: HandleOptions & { readonly auth: "none" }, handler: Handler<D, null>): void;
  /** Mounts a call that needs a session. */
  handle<D extends EndpointDeclaration>(declaration: D, options: HandleOptions & { readonly auth?: "session" }, handler: Handler<D, Caller>): void;
  /** Declarations with a handler, by declaration `key`. */
  readonly handled: ReadonlyMap<string, EndpointDeclaration>;
  /** Keys of the calls mounted with `phoneAuth: true` (README, "Phone verification"). */
  readonly phoneAuthKeys: ReadonlySet<string>;
  /** How each registered call opens and whose data it touches, by declaration `key`. */
  readonly access: ReadonlyMap<string, CallAccess>;
}

/** A module of handlers: registers its calls on the router (one per service family). */
export type RegisterHandlers = (router: ContractRouter) => void;

/** The full URL path of a declaration in Hono syntax: family base URL + path, `{param}` -> `:param`. */
export const routePathOf = (declaration: EndpointDeclaration): string => families[declaration.family].baseUrl + toRoutePath(declaration.path);

const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message.split("\n")[0] ?? ""})` : "";
  return `${error.name}: ${error.message.split("\n")[0] ?? ""}${cause}`;
};

/**
 * Creates a router mounting calls on `app`.
 *
 * @throws {Error} from `handle` when a declaration key is registered twice, or when
 *   `permissions` are given with `auth: "none"`.
 */
export function createContractRouter(app: Hono, deps: AppDeps): ContractRouter {
  const handled = new Map<string, EndpointDeclaration>();
  const phoneAuthKeys = new Set<string>();
  const access = new Map<string, CallAccess>();

  const mount = (declaration: EndpointDeclaration, options: HandleOptions, handler: Handler<EndpointDeclaration, Caller | null>) => {
    if (handled.has(declaration.key)) throw new Error(`Duplicate handler for ${declaration.key}`);
    const auth = options.auth ?? "session";
    const required = options.permissions ?? [];
    if (auth === "none" && required.length > 0) throw new Error(`${declaration.key}: permissions need auth "session"`);
    if (auth === "none" && options.phoneAuth === true) throw new Error(`${declaration.key}: phoneAuth needs auth "session"`);
    if (auth === "none" && options.whitelist === true) throw new Error(`${declaration.key}: whitelist needs auth "session"`);
    if (auth === "none" && options.agentRoles !== undefined) throw new Error(`${declaration.key}: agentRoles need auth "session"`);
    if (options.service === true && auth !== "none") throw new Error(`${declaration.key}: service calls take auth "none"`);
    const agentRoles = options.agentRoles ?? null;
    const service = options.service === true;
    handled.set(declaration.key, declaration);
    access.set(declaration.key, {
      declaration,
      auth,
      permissions: required,
      agentRoles,
      service,
      phoneAuth: options.phoneAuth === true,
      whitelist: options.whitelist === true,
      scope: options.scope,
    });
    if (options.phoneAuth === true) phoneAuthKeys.add(declaration.key);
    const successCode = successCodeOf(families[declaration.family].style);

    app.on(declaration.method, routePathOf(declaration), async (c) => {
      const fault = deps.faults.take({ key: declaration.key, requestPath: c.req.path, declaredPath: declaration.path, method: declaration.method });
      if (fault !== null) {
        if (fault.latencyMs !== undefined && fault.latencyMs > 0) await sleep(fault.latencyMs);
        const effect = effectOf(fault);
        if (effect.kind === "malformed") {
          return c.body(effect.body, effect.status as ContentfulStatusCode, { "content-type": "application/json" });
        }
        if (effect.kind === "envelope") return c.json(errorEnvelope(effect.code, effect.msg), effect.status as ContentfulStatusCode);
      }
      const now = deps.clock();
      try {
        if (service) await requireService(c, deps, now);
        const caller = auth === "session" ? await authenticate(c, deps, now) : null;
        if (caller !== null && !mayCall(caller.account, caller.permissions, required)) {
          throw new ContractError(ServerCode.NoPermission, "No permission");
        }
        if (caller !== null && agentRoles !== null && !mayCall(caller.account, [await agentRoleOf(deps.db, caller.account.id)], agentRoles)) {
          throw new ContractError(ServerCode.NoPermission, "No permission");
        }
        if (caller !== null && options.whitelist === true && !onByBeansWhitelist(caller.account)) {
          throw new ContractError(ServerCode.NoPermission, "No permission");
        }
        const raw = await readInput(c, declaration);
        if (!raw.ok) throw new ContractError(raw.unsupportedType ? ServerCode.UnsupportedMediaType : ServerCode.InvalidRequest, raw.message, raw.unsupportedType ? 415 : 400);
        const unsafe = findUnsafeText(raw.value);
        if (unsafe !== null) throw new ContractError(ServerCode.InvalidRequest, unsafe, 400);
        const parsed = safeParse(declaration.request, raw.value);
        if (!parsed.success) throw new ContractError(ServerCode.InvalidRequest, describeIssues(parsed.error), 400);
        if (options.phoneAuth === true && caller !== null && !isPhoneVerified(caller, now)) {
          throw new ContractError(ServerCode.PhoneAuthRequired, "Phone authentication needed");
        }

        const result: unknown = await handler({ input: parsed.data, caller, deps, now, c });
        const checked = safeParse(declaration.response, result);
        if (!checked.success) {
          console.error(`[sandbox] ${declaration.key}: answer does not match its response schema: ${describeIssues(checked.error)}`);
          return c.json(errorEnvelope(ServerCode.Internal, "Internal server error"), 500);
        }
        return c.json(successEnvelope(successCode, checked.data));
      } catch (error) {
        if (error instanceof ContractError) {
          if (error.httpStatus === 401) c.header("WWW-Authenticate", 'Bearer realm="agent-portal"');
          return c.json(errorEnvelope(error.code, error.message), error.httpStatus);
        }
        console.error(`[sandbox] ${declaration.key} failed: ${describeError(error)}`);
        return c.json(errorEnvelope(ServerCode.Internal, "Internal server error"), 500);
      }
    });
  };

  return {
    handle: mount as ContractRouter["handle"],
    handled,
    phoneAuthKeys,
    access,
  };
}
