import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LineChart } from "./line-chart.tsx";

const format = (value: number) => `${String(value)} h`;

describe("LineChart", () => {
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
