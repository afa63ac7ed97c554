import { SessionWatcher } from "./session-watcher.tsx";
import type { SessionCounters } from "./session-watcher.tsx";

/**
 * The mobile layout's invisible part, loaded after its first paint (issue 9 Lighthouse target):
 * the session watcher (session and token refresh, the phone flow on 40001, and the unauthorized
 * and re-login modals, whose Radix dialog loads only when one must open).
 */
export default function LayoutServices({ seen }: { seen: SessionCounters }) {
  return <SessionWatcher seen={seen} />;
}
