import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver, installFakeIntersectionObserver } from "#testing/fake-intersection-observer.ts";
import { ScreenFrame } from "./screen-frame.tsx";
import { WHEN_VISIBLE_MARGIN_PX, WhenVisible } from "./when-visible.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A part that counts its mounts (a query hook would start its call here). */
const mounts = { count: 0 };
function Part() {
  useEffect(() => {
    mounts.count += 1;
  }, []);
  return <p>the part</p>;
}

function Screen() {
  return (
    <WhenVisible placeholder={(ref) => <div ref={ref} data-testid="placeholder" />}>
      <Part />
    </WhenVisible>
  );
}

describe("WhenVisible", () => {
  it("on a screen with offscreenWhenVisible, shows the placeholder and asks for nothing until it comes near the viewport, then mounts the part and keeps it", async () => {
    installFakeIntersectionObserver();
    mounts.count = 0;
    render(<ScreenFrame Screen={Screen} options={{ offscreenWhenVisible: true }} />);
    expect(screen.getByTestId("placeholder")).toBeInTheDocument();
    expect(mounts.count).toBe(0);
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.watched).toEqual([screen.getByTestId("placeholder")]);
    expect(observer?.options.rootMargin).toBe(`${String(WHEN_VISIBLE_MARGIN_PX)}px 0px`);

    act(() => observer?.report(false));
    expect(mounts.count).toBe(0);
    act(() => observer?.report(true));
    expect(await screen.findByText("the part")).toBeInTheDocument();
    expect(screen.queryByTestId("placeholder")).toBeNull();
    expect(mounts.count).toBe(1);
    expect(observer?.disconnected).toBe(true);
  });

  it("mounts the part at once on a screen without the option", () => {
    installFakeIntersectionObserver();
    render(<ScreenFrame Screen={Screen} options={{}} />);
    expect(screen.getByText("the part")).toBeInTheDocument();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("mounts the part at once outside a screen frame, and where the browser has no IntersectionObserver", () => {
    installFakeIntersectionObserver();
    const { unmount } = render(<Screen />);
    expect(screen.getByText("the part")).toBeInTheDocument();
    unmount();
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<ScreenFrame Screen={Screen} options={{ offscreenWhenVisible: true }} />);
    expect(screen.getByText("the part")).toBeInTheDocument();
  });
});
