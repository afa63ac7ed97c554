import type { RouteMeta } from "@agent-portal/permissions/route-meta";
import { peekAppStore } from "#store/app-store.ts";
import { storedToken } from "#store/stored-token.ts";

/** Whether every record of a chain is open to any logged-in user (no permission listed, not public). */
export function isOpenToAnyUser(chain: readonly RouteMeta[]): boolean {
  return chain.length > 0 && chain.every((route) => route.access !== "public" && (route.permissions ?? []).length === 0);
}

/**
 * Whether the guard may let a `paintBeforeStore` screen in at once, without loading the store: on
 * the first navigation (no store created yet), for a chain open to any logged-in user, with a token
 * in storage. The store would hold this same token and no user yet, and the guard allows such a
 * chain with a token; so the screen paints before the data layer has loaded, and the session loads
 * after that paint (or a token the server refuses raises the unauthorized modal).
 */
export function mayEnterBeforeStore(chain: readonly RouteMeta[]): boolean {
  return peekAppStore() === null && isOpenToAnyUser(chain) && storedToken() !== null;
}
