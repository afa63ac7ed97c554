/**
 * Scroll positions per tab (issue 25, item 2): a hidden page's boxes are not laid out, so the
 * window's and its scrolled elements' positions are recorded while the tab is shown (on every
 * scroll, before a switch could hide it) and put back when it is shown again.
 */

interface Position {
  readonly top: number;
  readonly left: number;
}

interface TabScroll {
  window: Position;
  readonly elements: Map<Element, Position>;
}

/** The scroll memory of one kept outlet. */
export interface ScrollMemory {
  /** Records the positions of tab `key` while it is shown; answers the function that stops. */
  readonly watch: (key: string) => () => void;
  /** Puts back the recorded positions of tab `key` (the window's, then each element still in the page). */
  readonly restore: (key: string) => void;
}

/** A scroll memory over `window` and `document`. */
export function createScrollMemory(): ScrollMemory {
  const tabs = new Map<string, TabScroll>();
  const entry = (key: string): TabScroll => {
    let found = tabs.get(key);
    if (found === undefined) {
      found = { window: { top: 0, left: 0 }, elements: new Map() };
      tabs.set(key, found);
    }
    return found;
  };
  return {
    watch: (key) => {
      const memory = entry(key);
      const onScroll = (event: Event) => {
        const target = event.target;
        if (target === document || target === document.documentElement || target === null) memory.window = { top: window.scrollY, left: window.scrollX };
        else if (target instanceof Element) memory.elements.set(target, { top: target.scrollTop, left: target.scrollLeft });
      };
      document.addEventListener("scroll", onScroll, { capture: true, passive: true });
      return () => document.removeEventListener("scroll", onScroll, { capture: true });
    },
    restore: (key) => {
      const memory = tabs.get(key);
      if (memory === undefined) return;
      window.scrollTo({ top: memory.window.top, left: memory.window.left, behavior: "instant" });
      for (const [element, position] of memory.elements) {
        if (!element.isConnected) memory.elements.delete(element);
        else element.scrollTo({ top: position.top, left: position.left, behavior: "instant" });
      }
    },
  };
}
