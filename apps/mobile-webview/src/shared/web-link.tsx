import type { ReactNode } from "react";
import { hostConfig } from "#app/host-config.ts";
import { safeWebLink } from "#integration/web-link.ts";

/**
 * A web link opened from the webview (SPEC section 5): rendered only when `href` is an absolute
 * link under the allowed host (`safeWebLink`, exact origin); anything else renders nothing, so a
 * link from a server answer can never send the user elsewhere. 44 px tall.
 */
export function WebLink({ href, children }: { href: string | null | undefined; children: ReactNode }) {
  const safe = safeWebLink(href, hostConfig().webOrigin);
  if (safe === null) return null;
  return (
    <a href={safe} rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline underline-offset-4">
      {children}
    </a>
  );
}
