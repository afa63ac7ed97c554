/**
 * URL safety for navigation (SPEC section 5 and the security rules): one `safeRedirect`
 * for the login `redirect` query and one `isAllowedWebLink` for web links opened through
 * the app. Both compare origins exactly (parsed with the WHATWG URL parser), never by
 * string prefix, so `//evil.example`, `/\evil.example`, `javascript:` URLs and look-alike
 * hosts (`https://portal.example.evil.example`) are refused.
 */
import { BASE_PATH } from "./route-path.ts";

/** Control characters and backslashes never appear in a redirect we accept. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

/**
 * Turns an untrusted `redirect` value into a path inside the portal, or `null`.
 *
 * Accepts an absolute URL or an absolute path; answers the router path (without the
 * base path, starting with `/`, query and hash kept) only when the URL resolves to
 * exactly `origin` and to a path under `basePath`. Anything else (other origin,
 * protocol-relative, backslashes, control characters, non-http schemes, paths
 * outside the base path, the login page itself) gives `null`: use the fallback.
 *
 * @param raw The decoded `redirect` query value.
 * @param origin The portal's own origin, e.g. `window.location.origin`.
 * @param basePath The portal's base path, `/agent` (SPEC section 1).
 */
export function safeRedirect(raw: string | null | undefined, origin: string, basePath: string = BASE_PATH): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (value === "" || UNSAFE_CHARACTERS.test(value)) return null;
  if (!value.startsWith("/") && !/^https?:\/\//i.test(value)) return null;
  if (value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  if (url.username !== "" || url.password !== "") return null;
  const { pathname } = url;
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  // Repeated slashes collapse, so the answer can never read as a protocol-relative URL.
  const path = pathname.slice(basePath.length).replace(/\/{2,}/g, "/") || "/";
  if (path === "/login" || path.startsWith("/login/")) return null;
  return `${path}${url.search}${url.hash}`;
}

/**
 * Whether a web link may be opened through the app (SPEC section 5: "Web links opened
 * through the app must start with {host}"): the link must be an absolute `https:` URL
 * (or `http:` when the allowed origin is itself `http:`, e.g. locally) whose origin equals
 * the allowed origin exactly.
 *
 * @param link The link to open.
 * @param allowedOrigin The allowed origin, e.g. `https://www.example.com` (no path).
 */
export function isAllowedWebLink(link: string, allowedOrigin: string): boolean {
  if (UNSAFE_CHARACTERS.test(link)) return false;
  let url: URL;
  let allowed: URL;
  try {
    url = new URL(link);
    allowed = new URL(allowedOrigin);
  } catch {
    return false;
  }
  if (url.protocol !== allowed.protocol || (url.protocol !== "https:" && url.protocol !== "http:")) return false;
  if (url.username !== "" || url.password !== "") return false;
  return url.origin === allowed.origin;
}

/**
 * The URL to come back to after login (SPEC section 4: "a redirect query holding the encoded
 * current URL"), fragment included. A router loader's request URL never carries the fragment
 * (`#h`), which stays in the browser's location only: when `current` (the page's `location.href`)
 * is the same page as `requestUrl` (origin, path and query), its fragment is added; otherwise (a
 * navigation inside the app to another page) `requestUrl` is answered as it is. The answer still
 * goes through {@link safeRedirect} on the login page.
 *
 * @param requestUrl The loader's `request.url` (absolute, no fragment).
 * @param current The page's current absolute URL, e.g. `window.location.href`.
 */
export function returnUrlOf(requestUrl: string, current: string): string {
  let request: URL;
  let page: URL;
  try {
    request = new URL(requestUrl);
    page = new URL(current);
  } catch {
    return requestUrl;
  }
  if (page.hash === "" || request.hash !== "") return requestUrl;
  const samePage = page.origin === request.origin && page.pathname === request.pathname && page.search === request.search;
  return samePage ? `${request.href}${page.hash}` : requestUrl;
}
