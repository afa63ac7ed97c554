/**
 * The login `redirect` check (SPEC section 5 and the security rules), apart from the rest of
 * `url-safety.ts` so that the login page's first load carries only this function. It compares
 * origins exactly (parsed with the WHATWG URL parser), never by string prefix.
 */
import { BASE_PATH } from "./route-path.ts";

/** Control characters and backslashes never appear in a redirect we accept. */
// eslint-disable-next-line no-control-regex
export const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

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
