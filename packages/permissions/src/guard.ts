/**
 * The route guard of SPEC section 4 as pure functions: which matched chain a user may open, in either build.
 * What to do when denied (NotFound, load the user, Login) is in `guard-decision.ts`.
 */
import { AccountStatus } from "@agent-portal/api-client/enums";
import { hasAnyPermission, isAdmin } from "./permission-set.ts";
import type { RouteMeta } from "./route-meta.ts";
import type { RouteName } from "./route-names.ts";
import { chainOf } from "./route-table.ts";

/**
 * The build (ARCHITECTURE "Two builds"): `standard` logs in on `/agent/login`; `alternative` treats Welcome as always
 * allowed, sends Login to Welcome and hands unauthenticated users to an external login page.
 */
export type AppBuild = "standard" | "alternative";

/**
 * What the guard needs of the logged-in user: account role and status (numbers as the user-info call returns
 * them) and the effective permissions (`unionPermissions`: user info + GetPermissions + TransferRelation).
 */
export interface GuardUser {
  /** AccountRole: Admin 1, Operator 2, Agency 3, NormalUser 4. */
  readonly role: number;
  /** AccountStatus: Enabled 0, Disabled -1. */
  readonly status: number;
  /** The effective permission ids. */
  readonly permissions: readonly number[];
  /** User info `isWhite`: on the by-beans whitelist (opens `whitelistOnly` records); absent: not. */
  readonly isWhite?: boolean;
}

/** The agent application flow that every non-admin user may open whatever the permissions (guard step 5). */
export const APPLY_FLOW_ROUTE_NAMES: readonly RouteName[] = ["ApplyNoPermission", "ApplyForm", "ApplyProcess", "AgentContact", "AgentCertifyForm"];

/**
 * The guard's verdict on one matched chain, with the step of SPEC section 4 that decided it:
 * - `allow`: step 1 (Login, NotFound), 2 (Welcome, alternative build), 4 (admin), 5 (apply flow) or 6 (every
 *   record permitted);
 * - `redirect`: step 2, Login in the alternative build goes to Welcome;
 * - `deny`: step 3 (`no-user`, `disabled`) or step 6 (`missing-permission`, naming the first record that failed).
 */
export type RouteCheck =
  | { readonly kind: "allow"; readonly step: 1 | 2 | 4 | 5 | 6 }
  | { readonly kind: "redirect"; readonly step: 2; readonly to: "Welcome" }
  | { readonly kind: "deny"; readonly step: 3; readonly reason: "no-user" | "disabled" }
  | { readonly kind: "deny"; readonly step: 6; readonly reason: "missing-permission"; readonly route: RouteName };

/**
 * Runs the six steps of the route guard (SPEC section 4) over a matched chain (top-level record first, leaf last):
 * 1. Login and NotFound (`access: "public"`) are always allowed (Login: see step 2);
 * 2. alternative build: Welcome is always allowed and Login redirects to Welcome;
 * 3. no user, or a disabled user (status -1): denied;
 * 4. admins (role 1) open everything;
 * 5. non-admins may always open the apply flow ({@link APPLY_FLOW_ROUTE_NAMES});
 * 6. otherwise every record of the chain must pass its permission check (`hasAnyPermission`), and a `whitelistOnly`
 *    record needs `isWhite` (reported as its missing permission).
 * An empty chain is treated as NotFound (allowed, step 1).
 */
export function checkRoute(chain: readonly RouteMeta[], user: GuardUser | null, build: AppBuild): RouteCheck {
  const leaf = chain.at(-1);
  if (leaf === undefined) return { kind: "allow", step: 1 };
  if (build === "alternative" && leaf.name === "Login") return { kind: "redirect", step: 2, to: "Welcome" };
  if (leaf.access === "public") return { kind: "allow", step: 1 };
  if (build === "alternative" && leaf.name === "Welcome") return { kind: "allow", step: 2 };
  if (user === null) return { kind: "deny", step: 3, reason: "no-user" };
  if (user.status === AccountStatus.Disabled) return { kind: "deny", step: 3, reason: "disabled" };
  if (isAdmin(user)) return { kind: "allow", step: 4 };
  if (APPLY_FLOW_ROUTE_NAMES.includes(leaf.name)) return { kind: "allow", step: 5 };
  const failed = chain.find((route) => !hasAnyPermission(user.permissions, route.permissions) || (route.whitelistOnly === true && user.isWhite !== true));
  if (failed !== undefined) return { kind: "deny", step: 6, reason: "missing-permission", route: failed.name };
  return { kind: "allow", step: 6 };
}

/** A predicate telling whether the current user may open a route (menus, tabs and redirects are built from it). */
export type CanSee = (route: RouteMeta) => boolean;

/**
 * Builds the {@link CanSee} predicate of a user in a build: a route is visible when {@link checkRoute} allows its
 * chain from the table (`chainOf`). A redirect (Login in the alternative build) counts as not visible.
 */
export function createCanSee(user: GuardUser | null, build: AppBuild): CanSee {
  return (route) => checkRoute(chainOf(route.name), user, build).kind === "allow";
}
