import { vi } from "vitest";

/**
 * Test support: replaces the global `ResizeObserver` with one that reports a box `width` px wide
 * (and 480 px high) in a microtask once observing starts, as a browser does after layout. Undo it
 * with `vi.unstubAllGlobals()`. The kit's DOM tests run in happy-dom, whose observer never
 * reports, so a component that waits for its measured size (the charts, the table's fit) draws
 * nothing without this.
 */
export function stubResizeObserver(width: number): void {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => {
          this.callback([{ target, contentRect: { width, height: 480 } } as unknown as ResizeObserverEntry], this);
        });
      }
      disconnect() {}
      unobserve() {}
    },
  );
}
