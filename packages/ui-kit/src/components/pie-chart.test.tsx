import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PieChart } from "./pie-chart.tsx";

describe("PieChart", () => {
  it("a pie chart lists shares and drops empty slices", () => {
    render(
      <PieChart
        title="Contracts"
        data={[
          { key: "a", label: "Signed", value: 3 },
          { key: "b", label: "Ended", value: 1 },
          { key: "c", label: "None", value: 0 },
        ]}
        valueLabel="Count"
        shareLabel="Share"
        formatValue={(value) => String(value)}
      />,
    );
    const table = screen.getByRole("table", { name: "Contracts" });
    expect(within(table).getByRole("row", { name: "Signed 3 75%" })).toBeInTheDocument();
    expect(within(table).queryByText("None")).toBeNull();
  });
});
