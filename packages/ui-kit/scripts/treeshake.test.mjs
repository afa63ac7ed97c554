import { describe, expect, it } from "vitest";
import { bundle, heavyGroups } from "./treeshake.mjs";

describe("tree-shaking (bundled through the package exports with Vite/rolldown)", () => {
  it("Button alone pulls neither the charts, the table, the calendar nor Radix", async () => {
    const result = await bundle('export { Button } from "@agent-portal/ui-kit/components/button";');
    expect(result.modules.some((id) => id.endsWith("components/button.tsx"))).toBe(true);
    expect(heavyGroups(result.modules)).toEqual([]);
    expect(result.modules.some((id) => /data-table|line-chart|toast/.test(id))).toBe(false);
  });

  it("the charts pull visx but not the table", async () => {
    const result = await bundle('export { LineChart } from "@agent-portal/ui-kit/components/line-chart";');
    expect(heavyGroups(result.modules)).toEqual(["charts"]);
  });
});
