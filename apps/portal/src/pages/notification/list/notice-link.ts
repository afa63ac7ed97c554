import { checkRoute } from "@agent-portal/permissions/guard";
import type { AppBuild, GuardUser } from "@agent-portal/permissions/guard";
import { matchPathname } from "@agent-portal/permissions/route-match";
import { BASE_PATH, stripBasePath } from "@agent-portal/permissions/route-path";
import type { RouteLabelKey } from "@agent-portal/permissions/route-meta";
import { titleKeyFor } from "@agent-portal/permissions/titles";

/**
 * Where a notice's link leads for the current user:
 * - `none`: the notice has no link;
 * - `open`: a screen the user may open; `to` is the in-app path (no base path) with its query;
 * - `denied`: a screen the guard no longer lets the user open (its title's key), said in place of a link;
 * - `gone`: a path under the base path that is no screen of the portal (anything else is not followed).
 */
export type NoticeLink =
  | { readonly kind: "none" }
  | { readonly kind: "open"; readonly to: string; readonly titleKey: RouteLabelKey | null }
  | { readonly kind: "denied"; readonly titleKey: RouteLabelKey | null }
  | { readonly kind: "gone" };

/**
 * Resolves a notice's `link_url` (GetNotificationInfo: a portal path under `/agent`) against the
 * route table and the guard of SPEC section 4, so a link the user may not follow says so instead of
 * ending on NotFound. Links outside the base path are never followed (`gone`).
 */
export function resolveNoticeLink(linkUrl: string, user: GuardUser | null, build: AppBuild): NoticeLink {
  if (linkUrl === "") return { kind: "none" };
  if (!linkUrl.startsWith(`${BASE_PATH}/`)) return { kind: "gone" };
  const [pathname = "", query = ""] = linkUrl.split(/\?(.*)/s, 2);
  const match = matchPathname(stripBasePath(pathname));
  if (match.route.name === "NotFound") return { kind: "gone" };
  const titleKey = titleKeyFor(match.chain);
  if (checkRoute(match.chain, user, build).kind !== "allow") return { kind: "denied", titleKey };
  return { kind: "open", to: `${stripBasePath(pathname)}${query === "" ? "" : `?${query}`}`, titleKey };
}
