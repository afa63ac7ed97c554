/** What the portal keeps on the device (the page's local storage, a fake in tests). */
export type PageStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The page's local storage, or `null` when it is unusable (private mode, blocked storage). */
export function pageStore(): PageStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage (kept over a reload, not shared with other tabs), or `null` when it is unusable. */
export function sessionStore(): PageStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
