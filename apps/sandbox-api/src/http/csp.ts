/**
 * The Content-Security-Policy of the portal's HTML, one constant shared by the sandbox's
 * static serving, the production nginx configuration (README) and the tests.
 *
 * - Scripts, styles, fonts, images, the manifest and API calls come from the portal's own
 *   origin only (`'self'`); images may also be `data:` URLs.
 * - `style-src-attr 'unsafe-inline'` allows only inline `style="..."` attributes (Radix
 *   positions popovers with them), never `<style>` elements.
 * - `<style>` elements that Radix injects (scroll lock) pass with a per-response nonce:
 *   the build writes {@link CSP_NONCE_PLACEHOLDER} into the HTML (`html.cspNonce`), the server
 *   replaces it with a fresh random nonce and adds `'nonce-…'` to `style-src` ({@link cspWithNonce}).
 * - Media (the academy's tutorial videos) come only from the academy's media origin
 *   (`media-src`, `ACADEMY_MEDIA_ORIGIN` of the academy contract); nothing else plays.
 * - No plugins, no `<base>`, forms post only to the origin, and the portal is never framed.
 */
import { ACADEMY_MEDIA_ORIGIN } from "@agent-portal/api-client/contract/live-agent-portal-academy";

/** The directives, in the order they are sent. */
export const CSP_DIRECTIVES: readonly (readonly [directive: string, sources: readonly string[]])[] = [
  ["default-src", ["'none'"]],
  ["script-src", ["'self'"]],
  ["connect-src", ["'self'"]],
  ["img-src", ["'self'", "data:"]],
  ["font-src", ["'self'"]],
  ["media-src", [ACADEMY_MEDIA_ORIGIN]],
  ["style-src", ["'self'"]],
  ["style-src-attr", ["'unsafe-inline'"]],
  ["manifest-src", ["'self'"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'none'"]],
  ["form-action", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
];

/** The `Content-Security-Policy` header value sent with the portal's HTML. */
export const PORTAL_CSP: string = CSP_DIRECTIVES.map(([directive, sources]) => `${directive} ${sources.join(" ")}`).join("; ");

/** The placeholder the portal's build writes where the per-response nonce goes (Vite `html.cspNonce`). */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";

/** The policy with `'nonce-<nonce>'` added to `style-src`, for one HTML response. */
export function cspWithNonce(nonce: string): string {
  return CSP_DIRECTIVES.map(([directive, sources]) => `${directive} ${(directive === "style-src" ? [...sources, `'nonce-${nonce}'`] : sources).join(" ")}`).join("; ");
}

/** Headers sent with every HTML document of the portal (the CSP is replaced by {@link cspWithNonce} when a nonce is used). */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": PORTAL_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
};
