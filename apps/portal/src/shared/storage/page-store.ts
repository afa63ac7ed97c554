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
