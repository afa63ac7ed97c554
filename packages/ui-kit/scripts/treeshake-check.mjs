#!/usr/bin/env node
/**
 * Proves the kit is tree-shakable (issue 5): importing Button alone bundles neither the chart
 * library (visx/d3), nor the table (TanStack), nor the calendar (react-day-picker/date-fns), nor
 * any Radix primitive. Also prints the gzip size of other entry points for the README.
 */
import { bundle, heavyGroups } from "./treeshake.mjs";

const entries = [
  { name: "Button", source: 'export { Button } from "@agent-portal/ui-kit/components/button";', forbidden: ["charts", "table", "calendar", "radix"] },
  { name: "Modal", source: 'export { Modal } from "@agent-portal/ui-kit/components/dialog";', forbidden: ["charts", "table", "calendar"] },
  { name: "Toaster + toast", source: 'export { Toaster, toast } from "@agent-portal/ui-kit/components/toast";', forbidden: ["charts", "table", "calendar"] },
  { name: "DataTable", source: 'export { DataTable } from "@agent-portal/ui-kit/components/data-table";', forbidden: ["charts", "calendar"] },
  { name: "DatePicker", source: 'export { DatePicker } from "@agent-portal/ui-kit/components/date-picker";', forbidden: ["charts", "table"] },
  {
    name: "Line + bar + pie charts",
    source: [
      'export { LineChart } from "@agent-portal/ui-kit/components/line-chart";',
      'export { BarChart } from "@agent-portal/ui-kit/components/bar-chart";',
      'export { PieChart } from "@agent-portal/ui-kit/components/pie-chart";',
    ].join("\n"),
    forbidden: ["table", "calendar", "radix"],
  },
];

let failed = false;
console.info("entry                      gzip      raw  heavy libraries inside");
for (const entry of entries) {
  const result = await bundle(entry.source);
  const groups = heavyGroups(result.modules);
  const wrong = groups.filter((group) => entry.forbidden.includes(group));
  if (wrong.length > 0 || result.modules.length === 0) failed = true;
  console.info(
    `${entry.name.padEnd(24)} ${(result.gzip / 1024).toFixed(1).padStart(6)} KiB ${(result.bytes / 1024).toFixed(1).padStart(6)} KiB  ${groups.join(", ") || "none"}${wrong.length ? `  ✗ must not contain ${wrong.join(", ")}` : ""}`,
  );
}
process.exit(failed ? 1 : 0);
