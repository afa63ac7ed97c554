/**
 * Saved views of a list (issue 25, item 4): a view is a named URL query of one list screen,
 * applied by navigating to it, so the URL stays the source of truth. Views are the user's own,
 * kept in local storage under `views:<username>:<path>` (the decision is in `apps/portal/README.md`,
 * "Saved views"). A view may also carry the list's column settings (`columns:<screen>`,
 * `useColumnVisibility`), which are not in the URL.
 */
import { COLUMN_SETTINGS_EVENT, COLUMN_SETTINGS_PREFIX } from "./use-column-visibility.ts";

/** Local-storage key prefix of the saved views: `views:<username>:<path>`. */
export const SAVED_VIEWS_PREFIX = "views:";
/** Longest view name, characters. */
export const VIEW_NAME_MAX = 40;
/** Most views kept per user and list. */
export const VIEWS_MAX = 20;

/** One saved view. */
export interface SavedView {
  /** Stable id (random), for rename and delete. */
  readonly id: string;
  /** The name the user gave it, 1-{@link VIEW_NAME_MAX} characters. */
  readonly name: string;
  /** The URL query it applies, with its `?` ("" for the default view); never the page number. */
  readonly query: string;
  /** The column settings of the list when saved (column id -> shown), when the list keeps them. */
  readonly columns?: Readonly<Record<string, boolean>>;
}

/** Why a name cannot be used: empty, too long, or already the name of another view of the list. */
export type ViewNameProblem = "required" | "tooLong" | "taken";

/** The storage key of a user's views of a list path. */
export function savedViewsKey(username: string, path: string): string {
  return `${SAVED_VIEWS_PREFIX}${username}:${path}`;
}

/** The query a view saves from a location's search: every parameter but `page` (a view opens on its first page). */
export function viewQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

const isColumns = (value: unknown): value is Record<string, boolean> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "boolean");

/** Reads stored views; anything malformed is dropped (a broken entry never breaks the list). */
export function readViews(raw: string | null): SavedView[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown): SavedView[] => {
      if (typeof item !== "object" || item === null) return [];
      const { id, name, query, columns } = item as Record<string, unknown>;
      if (typeof id !== "string" || typeof name !== "string" || typeof query !== "string" || (query !== "" && !query.startsWith("?"))) return [];
      return [{ id, name, query, ...(isColumns(columns) ? { columns } : {}) }];
    });
  } catch {
    return [];
  }
}

/** The problem with a (trimmed) name among the list's views, or null; `exceptId` is the view being renamed. */
export function viewNameProblem(name: string, views: readonly SavedView[], exceptId?: string): ViewNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > VIEW_NAME_MAX) return "tooLong";
  const lower = trimmed.toLocaleLowerCase();
  return views.some((view) => view.id !== exceptId && view.name.toLocaleLowerCase() === lower) ? "taken" : null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads the list's column settings stored under `columns:<screen>`, or undefined. */
export function readColumnSettings(screen: string): Record<string, boolean> | undefined {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(`${COLUMN_SETTINGS_PREFIX}${screen}`) ?? "null");
    return isColumns(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the list's column settings and tells the mounted list ({@link COLUMN_SETTINGS_EVENT}). */
export function writeColumnSettings(screen: string, columns: Readonly<Record<string, boolean>>): void {
  const key = `${COLUMN_SETTINGS_PREFIX}${screen}`;
  try {
    storage()?.setItem(key, JSON.stringify(columns));
  } catch {
    // Storage unavailable: the event still applies them for this page.
  }
  window.dispatchEvent(new CustomEvent(COLUMN_SETTINGS_EVENT, { detail: { key, columns } }));
}

/** Loads a user's views of a list. */
export function loadViews(key: string): SavedView[] {
  return readViews(storage()?.getItem(key) ?? null);
}

/** Stores a user's views of a list; false when storage refused (full or unavailable). */
export function storeViews(key: string, views: readonly SavedView[]): boolean {
  try {
    const store = storage();
    if (store === null) return false;
    store.setItem(key, JSON.stringify(views.slice(0, VIEWS_MAX)));
    return true;
  } catch {
    return false;
  }
}

/** A new view id. */
export function newViewId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${String(Date.now())}-${String(Math.random()).slice(2)}`;
}
