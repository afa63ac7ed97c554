import { BASE_PATH, pathOf } from "@agent-portal/permissions/route-path";
import { isRouteName } from "@agent-portal/permissions/route-names";

/**
 * The broadcaster's pages of the mobile webview that the desktop shares as links (issue 7; route
 * names of `@agent-portal/permissions`, `routes/open.ts`): the pattern of each, used until the
 * route table names it (then `pathOf` answers the same path).
 */
export const WEBVIEW_PAGES = {
  /** A transfer's confirmation by the broadcaster; `:id` is the `transfer_id`. */
  AnchorTransferConfirm: "/m/transfer/:id",
  /** A cancellation's confirmation; `:id` is the `cancel_id`. */
  AnchorCancelConfirm: "/m/cancel/:id",
  /** A contract offer's (new contract or renewal) confirmation; `:id` is the `sign_id`. */
  AnchorContractConfirm: "/m/contract/:id",
  /** An invitation or shared invite link; `:code` is the link's code. */
  AnchorInvite: "/m/invite/:code",
  /** The sub-agent application. */
  SubAgentApply: "/m/sub-agent-apply",
} as const;

/** A webview page the desktop links to. */
export type WebviewPage = keyof typeof WEBVIEW_PAGES;

/**
 * The path (without `/agent`) of a webview page with its params filled in (URI-encoded): from the
 * route table when it names the page, else from {@link WEBVIEW_PAGES}.
 *
 * @throws RangeError when a param of the pattern is missing or empty.
 */
export function webviewPath(page: WebviewPage, params: Readonly<Record<string, string>> = {}): string {
  const pattern: string = WEBVIEW_PAGES[page];
  const name: string = page;
  if (isRouteName(page)) return pathOf(page, params);
  return pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === "") throw new RangeError(`webviewPath(${name}): missing param "${segment.slice(1)}"`);
      return encodeURIComponent(value);
    })
    .join("/");
}

/**
 * The absolute link to share for a webview page: the portal's origin, the `/agent` base path and
 * the page's path, e.g. `https://agent.example.com/agent/m/transfer/42`. It carries no token: the
 * broadcaster opens it logged in to their own account.
 */
export function webviewLink(page: WebviewPage, params: Readonly<Record<string, string>> = {}, origin: string = window.location.origin): string {
  return `${origin}${BASE_PATH}${webviewPath(page, params)}`;
}
