import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavigationProgress } from "./navigation-progress.tsx";

describe("NavigationProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("creeps towards 90 % while active and completes when done", () => {
    const { rerender } = render(<NavigationProgress active label="Loading page" />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    const bar = screen.getByRole("progressbar", { name: "Loading page" });
    const during = Number(bar.getAttribute("aria-valuenow"));
    expect(during).toBeGreaterThan(50);
    expect(during).toBeLessThanOrEqual(90);
    rerender(<NavigationProgress active={false} label="Loading page" />);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(bar).toHaveAttribute("aria-hidden", "true");
  });
});
