/**
 * Routes outside the main layout (SPEC section 2): Login, the test page, the open agent application flow, the
 * mobile-webview pages and the NotFound wildcard.
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
 * non-admin open them whatever the permissions. Served by the mobile webview (mobile first, it also works on a
 * desktop browser): the server sends these paths to the webview's `index.html` (see {@link WEBVIEW_PATH_PREFIXES}).
 */
export const applyFlowRoutes: readonly RouteMeta[] = [
  /** The apply-failed page. */
  defineRoute({ name: "ApplyNoPermission", path: "no-permission", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "ApplyForm", path: "apply-form", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "ApplyProcess", path: "apply-process", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AgentContact", path: "apply-contact", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AgentCertifyForm", path: "apply-certify", hideInMenu: true, app: "mobile" }),
];

/**
 * The broadcaster's (and would-be agent's) pages of the mobile webview, all under `/m/` (names and paths of ours;
 * issue 9). Open to any logged-in user: whether the caller may act is the server's answer (the page shows only
 * the actions the record's state allows). `MobileLogin` is the webview's fallback login (public, like Login) for
 * when the host app hands over no token.
 *
 * | Name | Path | `:param` |
 * | --- | --- | --- |
 * | MobileHome | `/m` | the broadcaster's entrances (invitations, applying, activity, sub-agent) |
 * | MobileLogin | `/m/login` | public; `?redirect=` as Login |
 * | AnchorApplyAgency | `/m/apply-agency` | find an agency and apply (AnchorApply) |
 * | AnchorInvite | `/m/invite/:code` | a shared link's code, or `i.<invite_id>` for an invitation |
 * | AnchorContractConfirm | `/m/contract/:id` | the contract's `sign_id` |
 * | AnchorTransferConfirm | `/m/transfer/:id` | the transfer's `transfer_id` |
 * | AnchorCancelConfirm | `/m/cancel/:id` | the cancellation's `cancel_id` |
 * | SubAgentApply | `/m/sub-agent-apply` | ProxyApply, ProxyCommitInfo, QryProxyRecruitProgress |
 * | ActivityInvite | `/m/invite-activity` | activity 77307: my code, summary, invitees, my inviter |
 * | ActivityInviteAccept | `/m/invite-activity/:code` | activity 77307: an inviter's code to accept |
 * | AnchorPaymentDetails | `/m/payment` | the broadcaster's own payment details (AnchorSubmitAnchorPayment, GetAnchorSubmittedAnchorPayment) |
 * | AnchorLiveData | `/m/live-data` | the broadcaster's own creator level, month figures and tier (creator achieveLevel, livedata, liveOrder) |
 * | Activity74338 | `/m/activity/74338` | activity 74338 (game live data): switches, sign-up, month figures |
 */
export const webviewRoutes: readonly RouteMeta[] = [
  defineRoute({ name: "MobileHome", path: "m", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "MobileLogin", path: "m/login", access: "public", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorApplyAgency", path: "m/apply-agency", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorInvite", path: "m/invite/:code", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorContractConfirm", path: "m/contract/:id", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorTransferConfirm", path: "m/transfer/:id", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorCancelConfirm", path: "m/cancel/:id", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "SubAgentApply", path: "m/sub-agent-apply", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "ActivityInvite", path: "m/invite-activity", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "ActivityInviteAccept", path: "m/invite-activity/:code", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorPaymentDetails", path: "m/payment", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "AnchorLiveData", path: "m/live-data", hideInMenu: true, app: "mobile" }),
  defineRoute({ name: "Activity74338", path: "m/activity/74338", hideInMenu: true, app: "mobile" }),
];

/**
 * Mobile-webview pages outside the desktop layout: the mobile application progress of SPEC section 2 (same
 * permission as the desktop `ApplyProgress`), the IM routing helper, which only needs a logged-in user (the
 * page it forwards to is checked by the guard again), then the webview's own pages ({@link webviewRoutes}).
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
  ...webviewRoutes,
];

/** NotFound: the wildcard, public (guard step 1). Denied navigations render it (SPEC section 4). */
export const notFoundRoute: RouteMeta = defineRoute({ name: "NotFound", path: "*", access: "public", hideInMenu: true, app: "both" });

/**
 * The routing rule between the two bundles (issue 9), as the first path segment after `/agent/`: a page whose
 * first segment is one of these is served by the mobile webview's `index.html`, every other page by the desktop
 * portal's. It is the first segment of every top-level record declared `app: "mobile"` (the apply flow, the two
 * SPEC mobile pages and `m`, the webview's own prefix); `assets-mobile` holds the webview's hashed files.
 * The sandbox (`apps/sandbox-api`, `portal-static.ts`) and `docs/nginx.conf` apply the same list.
 */
export const WEBVIEW_PATH_PREFIXES: readonly string[] = [
  "m",
  "no-permission",
  "apply-form",
  "apply-process",
  "apply-contact",
  "apply-certify",
  "apply-progress-mobile",
  "im-determine-route",
];

/**
 * Which bundle serves a browser path (with or without the `/agent` base path; query and hash ignored):
 * `"mobile"` when its first segment is one of {@link WEBVIEW_PATH_PREFIXES} (compared case-insensitively, as
 * route matching is), else `"desktop"`. `/agent/m` and `/agent/m/...` are the webview; `/agent/mobile` is not.
 */
export function bundleOfPath(pathname: string): "mobile" | "desktop" {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const inside = path === "/agent" || path.startsWith("/agent/") ? path.slice("/agent".length) : path;
  const first = inside.split("/").find((segment) => segment !== "") ?? "";
  return WEBVIEW_PATH_PREFIXES.includes(first.toLowerCase()) ? "mobile" : "desktop";
}
