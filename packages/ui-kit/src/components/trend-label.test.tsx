import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TrendLabel } from "./trend-label.tsx";

describe("TrendLabel", () => {
  it("says the change in its text and marks its direction; the arrow is hidden from screen readers", () => {
    const { container } = render(<TrendLabel trend="down">Down 1 place vs the previous period</TrendLabel>);
    const label = screen.getByText("Down 1 place vs the previous period");
    expect(label).toHaveAttribute("data-trend", "down");
    expect(label.className).toContain("text-danger-700");
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("draws a flat line in muted colour for no change", () => {
    render(<TrendLabel trend="flat">No change</TrendLabel>);
    expect(screen.getByText("No change").className).toContain("text-fg-muted");
  });
});
