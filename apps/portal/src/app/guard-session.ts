import type { NavigationDecision, NavigationInput } from "@agent-portal/permissions/guard-decision";
import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import { createCanSee } from "@agent-portal/permissions/guard";
import type { CanSee } from "@agent-portal/permissions/guard";
import { loadSession, revalidateAccess, selectGuardUser, selectToken } from "@agent-portal/session";
import type { GuardStore } from "@agent-portal/app-runtime/routes/record-route";
import { BUILD_FLAVOR } from "./build-flavor.ts";

/**
 * The guard's decision with the session (SPEC section 4): decides with the session's user, and
 * asks user info and GetPermissions again in the background (`revalidateAccess`); with no user yet, loads the session (user info, GetPermissions, the session GETs) when a token exists
 * and decides again (`loaded` or `failed`). Loaded with `import()` together with the store, so the
 * session, RTK Query and the services stay out of the entry.
 */
export async function decideWithSession(store: GuardStore, input: Omit<NavigationInput, "user" | "userLoad">): Promise<NavigationDecision> {
  const user = selectGuardUser(store.getState());
  const decision = decideNavigation({ ...input, user, userLoad: "idle" });
  if (decision.type !== "load-user") {
    // Decided with the permissions held: they are asked again in the background, and an answer that
    // takes this route away runs the guard again on it (`SessionWatcher`, issue 22).
    if (user !== null) void store.dispatch(revalidateAccess());
    return decision;
  }
  const hasToken = selectToken(store.getState()) !== null;
  const loaded = hasToken ? await store.dispatch(loadSession()) : { ok: false };
  return decideNavigation({ ...input, user: selectGuardUser(store.getState()), userLoad: loaded.ok ? "loaded" : "failed" });
}

/** The route-visibility predicate of the store's current user (first-permitted-child redirects). */
export function canSeeIn(store: GuardStore): CanSee {
  return createCanSee(selectGuardUser(store.getState()), BUILD_FLAVOR);
}
