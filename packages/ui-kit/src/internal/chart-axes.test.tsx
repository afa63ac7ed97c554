import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubResizeObserver } from "#testing/resize-observer.ts";
import { LineChart } from "#components/line-chart.tsx";
import { BarChart } from "#components/bar-chart.tsx";
import { thinTicks } from "./chart-axes.tsx";

const days = Array.from({ length: 30 }, (_day, index) => `Apr ${String(index + 1)}`);
const values = days.map((_day, index) => index * 10);

/** The x-axis tick labels drawn, in DOM order, with their x position. */
const xTicks = (container: HTMLElement) =>
  [...container.querySelectorAll<SVGTextElement>('text[data-tick="x"]')].map((text) => ({ label: text.textContent, x: Number(text.getAttribute("x")) }));

describe("thinTicks", () => {
  it("keeps every label when they fit and every n-th when they do not, the first always", () => {
    expect(thinTicks(["a", "b", "c"], 600)).toEqual(["a", "b", "c"]);
    const thinned = thinTicks(days, 400);
    expect(thinned[0]).toBe("Apr 1");
    expect(thinned.length).toBeLessThan(days.length);
    // Each kept label has at least the widest label's room.
    expect(thinned.length * (6 * 7.2 + 16)).toBeLessThanOrEqual(400);
    expect(thinTicks([], 400)).toEqual([]);
  });
});

describe("cartesian charts", () => {
  beforeEach(() => {
    stubResizeObserver(480);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("thirty days on a 480 px chart draw thinned, non-overlapping labels spanning the range", async () => {
    const { container } = render(<LineChart title="Hours" categories={days} series={[{ key: "h", label: "Hours", values }]} />);
    await screen.findByTestId("chart-overlay");
    const ticks = xTicks(container);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThan(days.length);
    expect(ticks[0]?.label).toBe("Apr 1");
    const gaps = ticks.slice(1).map((tick, index) => tick.x - (ticks[index]?.x ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(6 * 7.2 + 16 - 1);
  });

  it("mirrors in right-to-left text: the first day at the right", async () => {
    const { container } = render(
      <div dir="rtl">
        <BarChart title="Beans" categories={days.slice(0, 5)} series={[{ key: "b", label: "Beans", values: [1, 2, 3, 4, 5] }]} />
      </div>,
    );
    await screen.findByTestId("chart-overlay");
    const ticks = xTicks(container);
    expect(ticks.map((tick) => tick.label)).toEqual(days.slice(0, 5));
    const xs = ticks.map((tick) => tick.x);
    expect(xs).toEqual([...xs].sort((a, b) => b - a));
  });

  it("shows the hovered day's values in a tooltip and hides it when the pointer leaves", async () => {
    const { container } = render(
      <LineChart
        title="Hours"
        categories={["Mon", "Tue"]}
        series={[
          { key: "a", label: "This week", values: [3, 4] },
          { key: "b", label: "Last week", values: [1, null] },
        ]}
        formatValue={(value) => `${String(value)} h`}
      />,
    );
    const overlay = await screen.findByTestId("chart-overlay");
    fireEvent.pointerMove(overlay, { clientX: 470, clientY: 50 });
    const tooltip = container.querySelector<HTMLElement>('[data-slot="chart-tooltip"]');
    expect(tooltip).not.toBeNull();
    if (tooltip === null) return;
    expect(within(tooltip).getByText("Tue")).toBeInTheDocument();
    expect(within(tooltip).getByText("4 h")).toBeInTheDocument();
    expect(within(tooltip).getByText("Last week")).toBeInTheDocument();
    fireEvent.pointerLeave(overlay);
    expect(container.querySelector('[data-slot="chart-tooltip"]')).toBeNull();
    expect(within(container).getByText("This week", { selector: '[data-slot="chart-legend"] span' })).toBeInTheDocument();
  });
});
