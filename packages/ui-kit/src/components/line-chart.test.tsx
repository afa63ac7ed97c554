import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LineChart } from "./line-chart.tsx";

const format = (value: number) => `${String(value)} h`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LineChart", () => {
  it("draws the plot at the width its box is observed to have, 480 px until then", async () => {
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
    expect(container.querySelector("svg")).toHaveAttribute("width", "480");
    await act(async () => {
      observed([{ contentRect: { width: 912.6 } } as ResizeObserverEntry], {} as ResizeObserver);
      await Promise.resolve();
    });
    expect(container.querySelector("svg")).toHaveAttribute("width", "912");
  });

  it("a line chart is a figure named by its title whose data is a table", () => {
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
