import type { NavigationDecision, NavigationInput } from "@agent-portal/permissions/guard-decision";
import { decideNavigation } from "@agent-portal/permissions/guard-decision";
import { loadSession, selectGuardUser, selectToken, sessionActions } from "@agent-portal/session";
import type { GuardStore } from "@agent-portal/app-runtime/routes/record-route";
import { requestHostToken } from "#integration/token-exchange.ts";
import { hostConfig } from "./host-config.ts";

/** How {@link decideWithSession} gets a token when the session holds none (the iframe exchange by default). */
export type TokenSource = () => Promise<string | null>;

/** The default {@link TokenSource}: the iframe token exchange with the configured host (5 s, then `null`). */
export const hostTokenSource: TokenSource = () => requestHostToken({ hostOrigin: hostConfig().hostOrigin });

/**
 * The guard's decision with the session (SPEC section 4), for the webview:
 * - with a user loaded: decided at once;
 * - without a token: asks the host for one (iframe token exchange, SPEC section 9: `null` after
 *   5 s) and logs it in (`loggedIn`); no token at all: the decision after a failed load (`login`);
 * - `openToAnyUser` (every record of the chain needs only a logged-in user: the apply flow and the
 *   broadcaster's `/m/` pages): allowed at once, without loading the session: those pages read
 *   nothing of it, so their first load sends only their own calls (a token the server refuses
 *   is a token error and the session watcher sends the user to login); the shell's session watcher
 *   loads it when phone verification needs the user's id, and the guard when a page that needs it
 *   opens;
 * - otherwise: loads the session and decides again.
 */
export async function decideWithSession(
  store: GuardStore,
  input: Omit<NavigationInput, "user" | "userLoad">,
  options: { readonly openToAnyUser: boolean; readonly tokenSource?: TokenSource },
): Promise<NavigationDecision> {
  const decision = decideNavigation({ ...input, user: selectGuardUser(store.getState()), userLoad: "idle" });
  if (decision.type !== "load-user") return decision;
  if (selectToken(store.getState()) === null) {
    const token = await (options.tokenSource ?? hostTokenSource)();
    if (token === null) return decideNavigation({ ...input, user: null, userLoad: "failed" });
    store.dispatch(sessionActions.loggedIn({ token }));
  }
  if (options.openToAnyUser) {
    // Every record lists no permission (step 6 passes for any enabled user); the layout's load decides the rest.
    return { type: "allow", check: { kind: "allow", step: 6 } };
  }
  const loaded = await store.dispatch(loadSession());
  return decideNavigation({ ...input, user: selectGuardUser(store.getState()), userLoad: loaded.ok ? "loaded" : "failed" });
}
