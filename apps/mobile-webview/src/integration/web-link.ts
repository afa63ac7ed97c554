/**
 * Web links opened from the webview (SPEC section 5: "Web links opened through the app must start
 * with {host}"): only absolute links whose origin is exactly the allowed host
 * (`isAllowedWebLink` of `@agent-portal/permissions/url-safety`, never a string prefix). The host
 * is `VITE_WEB_LINK_HOST`, or the webview's own origin when unset.
 */
import { isAllowedWebLink } from "@agent-portal/permissions/url-safety";

/** The origin web links must have: `configured` when it is an exact origin, else `fallback`. */
export function allowedWebOrigin(configured: string | undefined, fallback: string): string {
  if (configured === undefined || configured === "") return fallback;
  try {
    const url = new URL(configured);
    return url.origin === configured ? configured : fallback;
  } catch {
    return fallback;
  }
}

/** The configured allowed origin of this page. */
export function pageWebOrigin(): string {
  return allowedWebOrigin(import.meta.env.VITE_WEB_LINK_HOST, window.location.origin);
}

/** `link` when it may be opened (absolute, under `allowedOrigin`), else `null`. */
export function safeWebLink(link: string | null | undefined, allowedOrigin: string): string | null {
  if (link === null || link === undefined || link.trim() === "") return null;
  return isAllowedWebLink(link, allowedOrigin) ? link : null;
}
