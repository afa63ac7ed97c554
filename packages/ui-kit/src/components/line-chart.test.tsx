import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubResizeObserver } from "#testing/resize-observer.ts";
import { LineChart } from "./line-chart.tsx";

const format = (value: number) => `${String(value)} h`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LineChart", () => {
  it("draws the plot once, at the width its box is observed to have, and nothing before", async () => {
    let observed: ResizeObserverCallback = () => undefined;
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: ResizeObserverCallback) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(<LineChart title="Hours" categories={["Mon", "Tue"]} series={[{ key: "h", label: "Hours", values: [3, 4] }]} />);
    expect(container.querySelector("svg")).toBeNull();
    // The data table is there from the start: screen readers do not wait for the plot.
    expect(screen.getByRole("table", { name: "Hours" })).toBeInTheDocument();
    await act(async () => {
      observed([{ contentRect: { width: 912.6 } } as ResizeObserverEntry], {} as ResizeObserver);
      await Promise.resolve();
    });
    expect(container.querySelector("svg")).toHaveAttribute("width", "912");
  });

  it("draws at 480 px where the box cannot be observed (no ResizeObserver)", () => {
    vi.stubGlobal("ResizeObserver", undefined);
    const { container } = render(<LineChart title="Hours" categories={["Mon", "Tue"]} series={[{ key: "h", label: "Hours", values: [3, 4] }]} />);
    expect(container.querySelector("svg")).toHaveAttribute("width", "480");
  });

  it("a line chart is a figure named by its title whose data is a table", async () => {
    stubResizeObserver(480);
    render(
      <LineChart
        title="Live hours"
        description="Rising"
        categories={["Mon", "Tue"]}
        series={[{ key: "h", label: "Hours", values: [3, null] }]}
        categoryLabel="Day"
        formatValue={format}
      />,
    );
    const figure = screen.getByRole("figure", { name: "Live hours Rising" });
    const table = within(figure).getByRole("table", { name: "Live hours" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Day", "Hours"]);
    expect(within(table).getByRole("rowheader", { name: "Mon" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3 h", ""]);
    await screen.findByTestId("chart-overlay");
    expect(figure.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the empty text and a busy placeholder", () => {
    const { rerender } = render(<LineChart title="Hours" categories={[]} series={[]} emptyText="No data" />);
    expect(screen.getByText("No data")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    rerender(<LineChart title="Hours" categories={["a"]} series={[{ key: "h", label: "H", values: [1] }]} loading />);
    expect(screen.getByRole("figure", { name: "Hours" })).toHaveAttribute("aria-busy", "true");
  });
});
