/**
 * The link of a live-data banner (live data getBanner `linkUrl`) as the portal may open it: only
 * an http(s) address under the portal's own host (SPEC section 5: "web links opened through the
 * app must start with {host}"), else `null` (the banner shows without a link). Relative links
 * resolve against the portal.
 *
 * @param url the banner's `linkUrl` ("" for none)
 * @param origin the portal's origin, e.g. `https://agent.example.com`
 */
export function bannerHref(url: string, origin: string): string | null {
  if (url.trim() === "") return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  return parsed.origin === new URL(origin).origin ? parsed.href : null;
}

/**
 * The image of a banner (`imageUrl`) as the portal's content policy loads it (`img-src 'self'
 * data:`): same origin, else `null` (the banner shows its title alone).
 */
export function bannerImage(url: string, origin: string): string | null {
  if (url.trim() === "") return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === new URL(origin).origin ? parsed.href : null;
  } catch {
    return null;
  }
}
