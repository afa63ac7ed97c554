import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppStoreKit } from "#store/app-store.ts";
import { TestBoundary } from "#testing/boundary.tsx";

/** The store loader the parts use, driven by each test. */
const store = vi.hoisted(() => ({
  created: null as AppStoreKit | null,
  load: null as (() => Promise<AppStoreKit>) | null,
  calls: 0,
}));

vi.mock("#store/app-store.ts", () => ({
  peekAppStore: () => store.created,
  loadAppStore: () => {
    store.calls += 1;
    if (!store.load) throw new Error("no loader set");
    return store.load();
  },
}));

/** A fresh module for each test: a part remembers what it loaded. */
async function fresh() {
  vi.resetModules();
  const [{ lazyPart }, { ScreenFrame }] = await Promise.all([import("./lazy-part.tsx"), import("./screen-frame.tsx")]);
  return { lazyPart, ScreenFrame };
}

/** A kit whose Provider marks what it wraps. */
function fakeKit(): AppStoreKit {
  return {
    store: {} as AppStoreKit["store"],
    StoreProvider: ({ children }: { children: ReactNode }) => <div data-testid="provider">{children}</div>,
  } as unknown as AppStoreKit;
}

afterEach(() => {
  store.created = null;
  store.load = null;
  store.calls = 0;
  vi.restoreAllMocks();
});

describe("lazyPart", () => {
  it("shows the fallback, then loads the part and the store together and renders it in the store's Provider with its props", async () => {
    const { lazyPart } = await fresh();
    let resolve: (kit: AppStoreKit) => void = () => undefined;
    store.load = () => new Promise<AppStoreKit>((done) => (resolve = done));
    const Part = lazyPart(() => Promise.resolve({ default: ({ name }: { name: string }) => <p>part of {name}</p> }));
    render(<Part name="the form" fallback={<p>waiting</p>} />);
    expect(screen.getByText("waiting")).toBeDefined();
    await act(async () => {
      await Promise.resolve();
    });
    expect(store.calls).toBe(1);
    await act(async () => {
      resolve(fakeKit());
      await Promise.resolve();
    });
    expect(screen.getByTestId("provider").textContent).toBe("part of the form");
  });

  it("waits for the screen's first paint inside a screen frame", async () => {
    const { lazyPart, ScreenFrame } = await fresh();
    store.load = () => Promise.resolve(fakeKit());
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const Part = lazyPart(() => Promise.resolve({ default: () => <p>part</p> }));
    const Screen = () => <Part fallback={<p>waiting</p>} />;
    render(<ScreenFrame Screen={Screen} options={{}} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(store.calls).toBe(0);
    // Two frames, then the paint report (none in happy-dom), then a task.
    await act(async () => {
      frames.shift()?.(0);
      frames.shift()?.(16);
      await new Promise((done) => setTimeout(done, 5));
    });
    await screen.findByText("part");
    expect(store.calls).toBe(1);
  });

  it("renders at once on a later mount, when the part and the store are there", async () => {
    const { lazyPart } = await fresh();
    store.load = () => Promise.resolve(fakeKit());
    const Part = lazyPart(() => Promise.resolve({ default: () => <p>part</p> }));
    const first = render(<Part fallback={<p>waiting</p>} />);
    await screen.findByText("part");
    first.unmount();
    store.created = fakeKit();
    render(<Part fallback={<p>waiting</p>} />);
    expect(screen.getByText("part")).toBeDefined();
    expect(screen.queryByText("waiting")).toBeNull();
  });

  it("throws a part that failed to load to the route's error boundary", async () => {
    const { lazyPart } = await fresh();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    store.load = () => Promise.reject(new Error("chunk failed"));
    const Part = lazyPart(() => Promise.resolve({ default: () => <p>part</p> }));
    render(
      <TestBoundary>
        <Part fallback={<p>waiting</p>} />
      </TestBoundary>,
    );
    expect(await screen.findByText("boundary: chunk failed")).toBeDefined();
  });
});
