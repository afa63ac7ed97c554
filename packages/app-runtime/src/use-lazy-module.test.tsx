import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TestBoundary } from "./testing/boundary.tsx";
import { useLazyModule } from "./use-lazy-module.ts";

function Part({ load, enabled, peek }: { load: () => Promise<{ text: string }>; enabled?: boolean; peek?: () => { text: string } | null }) {
  const module = useLazyModule(load, enabled, peek);
  return <p>{module === null ? "loading" : module.text}</p>;
}

describe("useLazyModule", () => {
  it("loads once enabled, shows the module without suspending, and gives it at once to a later mount", async () => {
    let resolve: (value: { text: string }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ text: string }>((done) => (resolve = done)));
    const { rerender, unmount } = render(<Part load={load} enabled={false} />);
    expect(screen.getByText("loading")).toBeDefined();
    expect(load).not.toHaveBeenCalled();
    rerender(<Part load={load} enabled />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      resolve({ text: "the part" });
      await Promise.resolve();
    });
    expect(screen.getByText("the part")).toBeDefined();
    unmount();
    render(<Part load={load} />);
    expect(screen.getByText("the part")).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("takes a value that already exists another way (peek) on the first render, and loads nothing", () => {
    const load = vi.fn(() => Promise.resolve({ text: "loaded" }));
    render(<Part load={load} peek={() => ({ text: "already there" })} />);
    expect(screen.getByText("already there")).toBeDefined();
    expect(load).not.toHaveBeenCalled();
  });

  it("throws a failed load to the error boundary", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const load = () => Promise.reject(new Error("chunk failed"));
    render(
      <TestBoundary>
        <Part load={load} />
      </TestBoundary>,
    );
    expect(await screen.findByText("boundary: chunk failed")).toBeDefined();
  });
});
