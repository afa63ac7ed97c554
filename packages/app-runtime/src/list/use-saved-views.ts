import { useCallback, useState } from "react";
import type { SavedView } from "./saved-views.ts";
import { VIEWS_MAX, loadViews, newViewId, storeViews } from "./saved-views.ts";

/** What {@link useSavedViews} answers. */
export interface SavedViews {
  /** The user's views of the list, in the order saved. */
  readonly views: readonly SavedView[];
  /** Adds a view (trimmed name); false when storage refused it or {@link VIEWS_MAX} views exist. */
  readonly save: (name: string, query: string, columns?: Readonly<Record<string, boolean>>) => boolean;
  /** Renames a view; false when storage refused. */
  readonly rename: (id: string, name: string) => boolean;
  /** Deletes a view; false when storage refused. */
  readonly remove: (id: string) => boolean;
}

/**
 * A user's saved views of one list, kept in local storage under `key` (`savedViewsKey`). Each
 * change is written at once; when storage refuses it the list stays as it was and the caller
 * says so.
 */
export function useSavedViews(key: string): SavedViews {
  const [state, setState] = useState(() => ({ key, views: loadViews(key) }));
  // Another user or list (the key changed): read its views.
  const views = state.key === key ? state.views : loadViews(key);
  if (state.key !== key) setState({ key, views });
  const commit = useCallback(
    (next: SavedView[]) => {
      if (!storeViews(key, next)) return false;
      setState({ key, views: next });
      return true;
    },
    [key],
  );
  const save = useCallback(
    (name: string, query: string, columns?: Readonly<Record<string, boolean>>) =>
      views.length < VIEWS_MAX && commit([...views, { id: newViewId(), name: name.trim(), query, ...(columns === undefined ? {} : { columns }) }]),
    [views, commit],
  );
  const rename = useCallback((id: string, name: string) => commit(views.map((view) => (view.id === id ? { ...view, name: name.trim() } : view))), [views, commit]);
  const remove = useCallback((id: string) => commit(views.filter((view) => view.id !== id)), [views, commit]);
  return { views, save, rename, remove };
}
