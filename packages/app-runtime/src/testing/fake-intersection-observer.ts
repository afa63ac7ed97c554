import { vi } from "vitest";

/**
 * A stand-in for the browser's `IntersectionObserver` in unit tests (jsdom has none), for parts
 * that wait for the viewport (`routes/when-visible.tsx`): install it with
 * {@link installFakeIntersectionObserver}, then say when the watched elements come near with
 * {@link FakeIntersectionObserver.report}. `vi.unstubAllGlobals()` removes it.
 */
export class FakeIntersectionObserver {
  /** Every observer created since the last install, oldest first. */
  static instances: FakeIntersectionObserver[] = [];
  /** The elements given to `observe`. */
  readonly watched: Element[] = [];
  disconnected = false;

  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { readonly rootMargin?: string } = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element): void {
    this.watched.push(element);
  }

  disconnect(): void {
    this.disconnected = true;
  }

  /** Reports every watched element as in reach of the viewport (`true`) or not. */
  report(isIntersecting: boolean): void {
    for (const target of this.watched) this.callback([{ isIntersecting, target }]);
  }
}

/** Makes {@link FakeIntersectionObserver} the global `IntersectionObserver`, with no observer yet. */
export function installFakeIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
}
