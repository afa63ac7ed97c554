import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart } from "./bar-chart.tsx";

const format = (value: number) => `${String(value)} h`;

describe("BarChart", () => {
  it("a bar chart draws one bar per value, with a tooltip", () => {
    const { container } = render(<BarChart title="Beans" categories={["Jan", "Feb"]} series={[{ key: "b", label: "Beans", values: [10, 20] }]} formatValue={format} />);
    const bars = container.querySelectorAll("svg rect");
    expect(bars).toHaveLength(2);
    expect(bars[1]?.querySelector("title")?.textContent).toBe("Feb: 20 h");
  });
});
