import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubResizeObserver } from "#testing/resize-observer.ts";
import { BarChart } from "./bar-chart.tsx";

const format = (value: number) => `${String(value)} h`;

beforeEach(() => {
  stubResizeObserver(480);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BarChart", () => {
  it("a bar chart draws one bar per value, with a tooltip", async () => {
    const { container } = render(<BarChart title="Beans" categories={["Jan", "Feb"]} series={[{ key: "b", label: "Beans", values: [10, 20] }]} formatValue={format} />);
    await screen.findByTestId("chart-overlay");
    const bars = container.querySelectorAll("svg path.visx-bar, svg rect.visx-bar");
    expect(bars).toHaveLength(2);
    fireEvent.pointerMove(screen.getByTestId("chart-overlay"), { clientX: 470, clientY: 40 });
    const tooltip = container.querySelector<HTMLElement>('[data-slot="chart-tooltip"]');
    expect(tooltip).not.toBeNull();
    if (tooltip !== null) expect(within(tooltip).getByText("20 h")).toBeInTheDocument();
  });
});
