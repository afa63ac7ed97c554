import type { ColumnVisibilityState } from "@agent-portal/ui-kit/components/data-table";
import { useCallback, useEffect, useState } from "react";

/** Local-storage key prefix of the column settings: `columns:<screen>`. */
export const COLUMN_SETTINGS_PREFIX = "columns:";
/** The window event a saved view sends when it applies its column settings (`detail: { key, columns }`). */
export const COLUMN_SETTINGS_EVENT = "agent-portal:columns";

/**
 * Reads stored column settings: an object of column id -> `false` (hidden by the user) or `true`
 * (shown by the user although the table would leave it out for want of room, DataTable
 * `priority`). Anything else (missing, malformed JSON, other values, unknown ids) is dropped, so a
 * stale setting never hides a column the screen no longer has.
 */
export function readColumnVisibility(raw: string | null, known: readonly string[]): ColumnVisibilityState {
  if (raw === null) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const hidden: ColumnVisibilityState = {};
    for (const [id, visible] of Object.entries(parsed)) if (typeof visible === "boolean" && known.includes(id)) hidden[id] = visible;
    return hidden;
  } catch {
    return {};
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Column settings of a list that persist (the list pattern: "column settings (persisted)"): the
 * DataTable's controlled `columnVisibility`, stored per screen under `columns:<screen>` in local
 * storage (only the user's own choices are kept: hidden, or shown although it did not fit). Storage that throws (private mode) keeps the settings
 * for the page's life. A saved view applying its columns updates the settings in place.
 *
 * @param screen a stable id, e.g. `broadcaster-list`
 * @param known the table's column ids
 */
export function useColumnVisibility(screen: string, known: readonly string[]): [ColumnVisibilityState, (next: ColumnVisibilityState) => void] {
  const key = `${COLUMN_SETTINGS_PREFIX}${screen}`;
  const [visibility, setVisibility] = useState<ColumnVisibilityState>(() => readColumnVisibility(storage()?.getItem(key) ?? null, known));
  // A saved view applied its column settings (saved-views.ts `writeColumnSettings`).
  useEffect(() => {
    const apply = (event: Event) => {
      const detail = (event as CustomEvent<{ key?: unknown; columns?: unknown }>).detail;
      if (detail.key === key) setVisibility(readColumnVisibility(JSON.stringify(detail.columns ?? {}), known));
    };
    window.addEventListener(COLUMN_SETTINGS_EVENT, apply);
    return () => window.removeEventListener(COLUMN_SETTINGS_EVENT, apply);
  }, [key, known]);
  const change = useCallback(
    (next: ColumnVisibilityState) => {
      const hidden = readColumnVisibility(JSON.stringify(next), known);
      setVisibility(hidden);
      try {
        storage()?.setItem(key, JSON.stringify(hidden));
      } catch {
        // Storage full or unavailable: the choice lasts for this page only.
      }
    },
    [key, known],
  );
  return [visibility, change];
}
