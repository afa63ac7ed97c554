import type { RouteName } from "@agent-portal/permissions/route-names";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { OpenTab, ShownPage } from "./tab-set.ts";
import { closeOtherTabs, closeTab, moveTab, parseTabs, serializeTabs, showPage, splitOpenable, tabsStorageKey } from "./tab-set.ts";

/** What {@link useOpenTabs} needs. */
export interface OpenTabsOptions {
  /** The page shown, or `null` when it is never a tab (NotFound, a page declared `neverTab`). */
  readonly current: ShownPage | null;
  /** Whose tabs: the stored set is per user (`tabs:<user>`); `null` keeps nothing. */
  readonly user: string | null;
  /** Whether the user may open a route now (the guard's `canSee`). */
  readonly mayOpen: (route: RouteName) => boolean;
  /** Whether a stored name is a route of the table. */
  readonly isRoute: (name: string) => name is RouteName;
  /** Told once about tabs closed because the user may no longer open them (to say so). */
  readonly onRevoked: (closed: readonly OpenTab[]) => void;
  /** Where the set is stored (default `window.localStorage`). */
  readonly storage?: Pick<Storage, "getItem" | "setItem"> | null;
}

/** What {@link useOpenTabs} answers. */
export interface OpenTabs {
  readonly tabs: readonly OpenTab[];
  /** The tabs whose mounted state is kept. */
  readonly kept: ReadonlySet<string>;
  readonly close: (key: string) => void;
  readonly closeOthers: (key: string) => void;
  readonly move: (key: string, offset: number) => void;
}

const browserStorage = (): Pick<Storage, "getItem" | "setItem"> | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

function read(storage: Pick<Storage, "getItem"> | null, key: string | null): string | null {
  if (key === null) return null;
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The next use stamp: later than every tab's (a counter, so the order survives a reload without clocks). */
const nextUse = (tabs: readonly OpenTab[]): number => tabs.reduce((latest, tab) => Math.max(latest, tab.usedAt), 0) + 1;

/**
 * The tab bar's state (issue 25, item 2): loaded from the user's stored set, updated with every
 * page shown (`showPage`: its URL follows the page; at most ten keep their state), stored again on
 * every change (a storage failure loses nothing on screen). Tabs of pages the user may no longer
 * open are left out, stored no more, and reported once through `onRevoked`.
 */
export function useOpenTabs({ current, user, mayOpen, isRoute, onRevoked, storage = browserStorage() }: OpenTabsOptions): OpenTabs {
  const storageKey = user === null ? null : tabsStorageKey(user);
  const [state, setState] = useState(() => ({ storageKey, tabs: parseTabs(read(storage, storageKey), isRoute), shown: "" }));
  if (state.storageKey !== storageKey) setState({ storageKey, tabs: parseTabs(read(storage, storageKey), isRoute), shown: "" });

  // The page shown (its URL) updates its tab, once per change.
  const shown = current === null ? "" : `${current.route} ${current.url}`;
  if (current !== null && shown !== state.shown && mayOpen(current.route)) {
    setState((was) => ({ ...was, shown, tabs: showPage(was.tabs, current, nextUse(was.tabs)) }));
  }

  const { open, closed } = useMemo(() => splitOpenable(state.tabs, mayOpen), [state.tabs, mayOpen]);
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const fresh = closed.filter((tab) => !reported.current.has(tab.key));
    for (const tab of fresh) reported.current.add(tab.key);
    if (fresh.length > 0) onRevoked(fresh);
  }, [closed, onRevoked]);

  useEffect(() => {
    if (state.storageKey === null) return;
    try {
      storage?.setItem(state.storageKey, serializeTabs(open));
    } catch {
      // Full or refused storage: the bar still works, it is just not remembered.
    }
  }, [open, state.storageKey, storage]);

  const kept = useMemo(() => new Set(open.filter((tab) => tab.kept).map((tab) => tab.key)), [open]);
  const close = useCallback((tab: string) => setState((was) => ({ ...was, tabs: closeTab(was.tabs, tab) })), []);
  const closeOthers = useCallback((tab: string) => setState((was) => ({ ...was, tabs: closeOtherTabs(was.tabs, tab) })), []);
  const move = useCallback((tab: string, offset: number) => setState((was) => ({ ...was, tabs: moveTab(was.tabs, tab, offset) })), []);
  return { tabs: open, kept, close, closeOthers, move };
}
