import { lazyPart } from "#routes/lazy-part.tsx";

/**
 * The session watcher of a logged-in layout (both apps render it once, with their `leave`): the
 * phone dialog host, the unauthorized modal and the re-login confirm, the token and user-info
 * refreshes, and the abort of the left screen's reads on a route change (`session/session-watcher.tsx`
 * says what each does). A `lazyPart`: its chunk and the store load once the layout's first frame is
 * on screen, so a layout that paints before the store exists (the webview's) does not wait for them.
 *
 * ```tsx
 * <SessionWatcher leave={async (returnTo) => { await navigate(loginPathFor(returnTo), { replace: true }); logOut(); }} />
 * ```
 */
export const SessionWatcher = lazyPart(() => import("#session/session-watcher.tsx"));
