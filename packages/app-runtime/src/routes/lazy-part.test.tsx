import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Component } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppStoreKit } from "#app/store-setup.tsx";

/** The store loader the gate uses, driven by each test. */
const store = vi.hoisted(() => ({
  created: null as AppStoreKit | null,
  load: null as (() => Promise<AppStoreKit>) | null,
  calls: 0,
}));

vi.mock("#app/app-store.ts", () => ({
  peekAppStore: () => store.created,
  loadAppStore: () => {
    store.calls += 1;
    if (!store.load) throw new Error("no loader set");
    return store.load();
  },
}));

/** A fresh StoreGate for each test: the loaded-module memo of `useLazyModule` starts empty. */
async function freshStoreGate() {
  vi.resetModules();
  return (await import("./store-gate.tsx")).StoreGate;
}

/** A kit whose Provider marks what it wraps. */
function fakeKit(): AppStoreKit {
  return {
    store: {} as AppStoreKit["store"],
    StoreProvider: ({ children }: { children: ReactNode }) => <div data-testid="provider">{children}</div>,
    sessionCounters: () => ({ tokenErrors: 0, refreshFailures: 0 }),
    logOut: () => undefined,
  };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children;
  }
}

afterEach(() => {
  store.created = null;
  store.load = null;
  store.calls = 0;
});

describe("StoreGate", () => {
  it("shows the fallback, loads the store only once asked to, then renders the children in its Provider", async () => {
    const StoreGate = await freshStoreGate();
    let resolve: (kit: AppStoreKit) => void = () => undefined;
    store.load = () => new Promise<AppStoreKit>((done) => (resolve = done));
    const { rerender } = render(
      <StoreGate load={false} fallback={<p>waiting</p>}>
        <p>queries</p>
      </StoreGate>,
    );
    expect(screen.getByText("waiting")).toBeDefined();
    expect(store.calls).toBe(0);
    rerender(
      <StoreGate load fallback={<p>waiting</p>}>
        <p>queries</p>
      </StoreGate>,
    );
    expect(store.calls).toBe(1);
    expect(screen.getByText("waiting")).toBeDefined();
    await act(async () => {
      resolve(fakeKit());
      await Promise.resolve();
    });
    expect(screen.getByTestId("provider").textContent).toBe("queries");
  });

  it("renders the children at once when the store exists", async () => {
    const StoreGate = await freshStoreGate();
    store.created = fakeKit();
    render(
      <StoreGate fallback={<p>waiting</p>}>
        <p>queries</p>
      </StoreGate>,
    );
    expect(screen.getByTestId("provider").textContent).toBe("queries");
    expect(store.calls).toBe(0);
  });

  it("throws a store that failed to load to the route's error boundary", async () => {
    const StoreGate = await freshStoreGate();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    store.load = () => Promise.reject(new Error("chunk failed"));
    render(
      <Boundary>
        <StoreGate fallback={<p>waiting</p>}>
          <p>queries</p>
        </StoreGate>
      </Boundary>,
    );
    expect(await screen.findByText("boundary: chunk failed")).toBeDefined();
  });
});
