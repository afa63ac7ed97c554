/** Where the main layout keeps whether its sidebar is collapsed (`"1"`) or not, across visits. */
const COLLAPSED_KEY = "menu_collapsed";

/** Whether the user collapsed the sidebar (local storage; `false` when storage is unavailable). */
export function readMenuCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Keeps the sidebar's collapsed state for the next visits; without storage it lasts for this page only. */
export function writeMenuCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(COLLAPSED_KEY, collapsed ? "1" : "0");
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}
