/**
 * The open pages of the tab bar (issue 25, item 2) as plain data: which pages are open, in the
 * bar's order, which of them keep their mounted state, and how the set is stored per user.
 * A tab is one page (its pathname, without the `/agent` base); its URL (with the query) follows
 * the page, so filters come back with it. At most {@link MAX_KEPT_TABS} tabs keep their state;
 * beyond that the least recently used one is evicted: it stays in the bar with its URL and mounts
 * afresh when shown again.
 */
import type { RouteName } from "@agent-portal/permissions/route-names";

/** How many tabs keep their mounted state at most. */
export const MAX_KEPT_TABS = 10;

/** One open page. */
export interface OpenTab {
  /** The page's pathname without the base path (`/broadcaster/list/list/all`): one tab per page. */
  readonly key: string;
  /** Where the tab goes back to: pathname, query and hash. */
  readonly url: string;
  /** The page's route (its label and whether the user may still open it). */
  readonly route: RouteName;
  /** When it was last shown: a use stamp, higher is later (the least recently used is evicted). */
  readonly usedAt: number;
  /** Its mounted state is kept (false once evicted, until it is shown again). */
  readonly kept: boolean;
}

/** The page being shown. */
export interface ShownPage {
  readonly key: string;
  readonly url: string;
  readonly route: RouteName;
}

/** The page shown now: its tab is updated (URL, use time, kept) or appended; then the kept tabs are bounded. */
export function showPage(tabs: readonly OpenTab[], page: ShownPage, stamp: number): readonly OpenTab[] {
  const found = tabs.some((tab) => tab.key === page.key);
  const shown: OpenTab = { ...page, usedAt: stamp, kept: true };
  const next = found ? tabs.map((tab) => (tab.key === page.key ? shown : tab)) : [...tabs, shown];
  return evict(next, page.key);
}

/** Marks the least recently used kept tabs (never `current`) as not kept until at most {@link MAX_KEPT_TABS} are. */
export function evict(tabs: readonly OpenTab[], current: string): readonly OpenTab[] {
  const kept = tabs.filter((tab) => tab.kept);
  if (kept.length <= MAX_KEPT_TABS) return tabs;
  const victims = new Set(
    kept
      .filter((tab) => tab.key !== current)
      .sort((a, b) => a.usedAt - b.usedAt)
      .slice(0, kept.length - MAX_KEPT_TABS)
      .map((tab) => tab.key),
  );
  return tabs.map((tab) => (victims.has(tab.key) ? { ...tab, kept: false } : tab));
}

/** Closes one tab. */
export function closeTab(tabs: readonly OpenTab[], key: string): readonly OpenTab[] {
  return tabs.filter((tab) => tab.key !== key);
}

/** Keeps only the tab `key`. */
export function closeOtherTabs(tabs: readonly OpenTab[], key: string): readonly OpenTab[] {
  return tabs.filter((tab) => tab.key === key);
}

/** Moves tab `key` by `offset` places in the bar (clamped to its ends). */
export function moveTab(tabs: readonly OpenTab[], key: string, offset: number): readonly OpenTab[] {
  const from = tabs.findIndex((tab) => tab.key === key);
  const tab = tabs[from];
  if (tab === undefined) return tabs;
  const to = Math.min(tabs.length - 1, Math.max(0, from + offset));
  const rest = tabs.filter((other) => other.key !== key);
  return [...rest.slice(0, to), tab, ...rest.slice(to)];
}

/** The tab to show when `key` closes: the next one in the bar, else the previous one, else none. */
export function neighbourOf(tabs: readonly OpenTab[], key: string): OpenTab | null {
  const index = tabs.findIndex((tab) => tab.key === key);
  return tabs[index + 1] ?? tabs[index - 1] ?? null;
}

/** Splits the tabs into those the user may still open and those to close (permissions changed). */
export function splitOpenable(tabs: readonly OpenTab[], mayOpen: (route: RouteName) => boolean): { readonly open: readonly OpenTab[]; readonly closed: readonly OpenTab[] } {
  return { open: tabs.filter((tab) => mayOpen(tab.route)), closed: tabs.filter((tab) => !mayOpen(tab.route)) };
}

/** The local-storage key of a user's tabs. */
export function tabsStorageKey(user: string): string {
  return `tabs:${user}`;
}

/** The stored form: the bar's tabs without their kept state (nothing is mounted after a reload). */
export function serializeTabs(tabs: readonly OpenTab[]): string {
  return JSON.stringify(tabs.map(({ key, url, route, usedAt }) => ({ key, url, route, usedAt })));
}

const isStored = (value: unknown): value is Omit<OpenTab, "kept"> => {
  if (typeof value !== "object" || value === null) return false;
  const tab = value as Record<string, unknown>;
  return (
    typeof tab.key === "string" &&
    tab.key.startsWith("/") &&
    typeof tab.url === "string" &&
    tab.url.startsWith(tab.key) &&
    typeof tab.route === "string" &&
    typeof tab.usedAt === "number"
  );
};

/**
 * Reads stored tabs: anything malformed is dropped (a hand-edited or older entry never breaks the
 * page), routes are checked by `isRoute`, and none is kept (they mount when shown).
 */
export function parseTabs(stored: string | null, isRoute: (name: string) => name is RouteName): readonly OpenTab[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.filter(isStored).flatMap((tab) => {
    if (seen.has(tab.key) || !isRoute(tab.route)) return [];
    seen.add(tab.key);
    return [{ key: tab.key, url: tab.url, route: tab.route, usedAt: tab.usedAt, kept: false }];
  });
}
