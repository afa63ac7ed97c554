import { skipToken } from "@reduxjs/toolkit/query";
import { useAct75352EntranceQuery } from "@agent-portal/api-client/services/act75352";
import type { MenuItem } from "@agent-portal/permissions/menu";
import type { RouteName } from "@agent-portal/permissions/route-names";
import { useMemo } from "react";

/** Milliseconds between two asks of the activity registration entrance (new activities open for sign-up): 5 minutes. */
export const ENTRANCE_POLL_MS = 5 * 60_000;

/** The activity registration entry of the menu (the list is its only child shown). */
const ENTRY: RouteName = "ActRegist";

/** Whether the menu holds the entry `name`. */
export const holds = (items: readonly MenuItem[], name: RouteName): boolean => items.some((item) => item.name === name || holds(item.children, name));

/** The menu without the entry `name`; a section left with no entry is dropped as `buildMenu` does. */
export function withoutEntry(items: readonly MenuItem[], name: RouteName): readonly MenuItem[] {
  return items.flatMap((item) => {
    if (item.name === name) return [];
    if (item.children.length === 0) return [item];
    const children = withoutEntry(item.children, name);
    return children.length === 0 ? [] : [{ ...item, children }];
  });
}

/** What {@link useActRegistEntrance} answers: the menu to show and the activities open for sign-up (the "new" badge, 0 for none). */
export interface ActRegistEntrance {
  readonly menu: readonly MenuItem[];
  readonly openCount: number;
}

/**
 * The activity registration entrance (act75352 `entrance`, issue 24 item 2): asked only when the
 * menu holds the entry (ActRegist 27), every 5 minutes while the page is focused. `show: 0` takes
 * the entry out of the menu; `openCount` > 0 puts a "new" badge on it. While the answer is on its
 * way, or when the call fails, the entry shows as the permissions allow (the server still guards
 * the page) and without a badge.
 */
export function useActRegistEntrance(menu: readonly MenuItem[]): ActRegistEntrance {
  const has = holds(menu, ENTRY);
  const { data } = useAct75352EntranceQuery(has ? {} : skipToken, { pollingInterval: ENTRANCE_POLL_MS, skipPollingIfUnfocused: true });
  const hidden = has && data?.show === 0;
  const shown = useMemo(() => (hidden ? withoutEntry(menu, ENTRY) : menu), [hidden, menu]);
  return { menu: shown, openCount: has && !hidden ? (data?.openCount ?? 0) : 0 };
}
