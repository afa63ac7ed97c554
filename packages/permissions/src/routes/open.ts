/**
 * Routes outside the main layout (SPEC section 2): Login, the test page, the open agent application flow, the
 * mobile-only pages and the NotFound wildcard.
 */
import { defineRoute } from "#route-define.ts";
import { PermissionId } from "#ids.ts";
import type { RouteMeta } from "#route-meta.ts";

/** Login (`/login`): public (guard step 1); in the alternative build it redirects to Welcome (step 2). */
export const loginRoute: RouteMeta = defineRoute({ name: "Login", path: "/login", access: "public", hideInMenu: true, app: "both" });

/** The test page (`/test`): open to any logged-in user, never in the menu. */
export const testRoute: RouteMeta = defineRoute({ name: "Test", path: "test", hideInMenu: true });

/**
 * The agent application flow (SPEC section 2): open to any logged-in user, and guard step 5 lets every
 * non-admin open them whatever the permissions. Declared by both apps.
 */
export const applyFlowRoutes: readonly RouteMeta[] = [
  /** The apply-failed page. */
  defineRoute({ name: "ApplyNoPermission", path: "no-permission", hideInMenu: true, app: "both" }),
  defineRoute({ name: "ApplyForm", path: "apply-form", hideInMenu: true, app: "both" }),
  defineRoute({ name: "ApplyProcess", path: "apply-process", hideInMenu: true, app: "both" }),
  defineRoute({ name: "AgentContact", path: "apply-contact", hideInMenu: true, app: "both" }),
  defineRoute({ name: "AgentCertifyForm", path: "apply-certify", hideInMenu: true, app: "both" }),
];

/**
 * Mobile-webview pages outside the desktop layout: the mobile application progress (same permission as the
 * desktop `ApplyProgress`) and the IM routing helper, which only needs a logged-in user: the page it forwards to
 * is checked by the guard again.
 */
export const mobileRoutes: readonly RouteMeta[] = [
  defineRoute({
    name: "ApplyProgressMobile",
    path: "apply-progress-mobile/:id",
    permissions: [PermissionId.ModifySubAccount],
    hideInMenu: true,
    app: "mobile",
  }),
  defineRoute({ name: "ImDetermineRoute", path: "im-determine-route/:id", hideInMenu: true, app: "mobile" }),
];

/** NotFound: the wildcard, public (guard step 1). Denied navigations render it (SPEC section 4). */
export const notFoundRoute: RouteMeta = defineRoute({ name: "NotFound", path: "*", access: "public", hideInMenu: true, app: "both" });
