import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import type { RouteName } from "@agent-portal/permissions/route-names";

/**
 * The line under a page's title, by the page's route name: static text (no data), so the boot
 * frame (`boot-frame.tsx`) draws it with the title before the layout's chunks arrive, and the main
 * layout's header draws the same line when the page renders: nothing moves or changes size between
 * the two. A page without an entry has no such line.
 */
const DESCRIPTION_KEYS: Partial<Record<RouteName, string>> = {
  // The home (issue 25): what the portal is for, above today's work.
  Welcome: "welcome.description",
  // The core tab (issue 20): what its totals are and what each is compared with, before the figures.
  LiveDataCore: "dataCenter.coreDescription",
};

/** The description's text key for a matched chain (its leaf's entry), or `null`. */
export function descriptionKeyFor(chain: readonly RouteMeta[]): string | null {
  const leaf = chain.at(-1);
  return (leaf && DESCRIPTION_KEYS[leaf.name]) ?? null;
}
