/**
 * The shared metric columns (issue 20): every live metric's header links to its definition
 * (desc/{type}, "What is <metric>?"), the day or month column, which has no definition, stays a
 * plain header; the values are in each metric's unit.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { DataTable } from "@agent-portal/ui-kit/components/data-table";
import { screen, within } from "@testing-library/react";
import { useTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import type { LiveMetricType } from "./live-metrics.ts";
import type { MetricMonthRow } from "./metric-columns.ts";
import { metricMonthColumns } from "./metric-columns.ts";

const ROW: MetricMonthRow = {
  month: "2026-11",
  liveDuration: 7_200,
  validLiveDays: 12,
  beans: 48_000,
  giftUsers: 30,
  newFans: 9,
  pkCount: 12,
  pkWinCount: 7,
  maxViewers: 310,
  incomeCents: 12_345,
};

function Months({ types }: { readonly types: readonly LiveMetricType[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return <DataTable caption="Months" columns={metricMonthColumns<MetricMonthRow>(t, format, types)} data={[ROW]} getRowId={(row) => row.month} exportFileName={false} />;
}

const whatIs = (metric: string) => en.broadcaster.live.whatIsName.replace("{{metric}}", metric);

describe("metricMonthColumns", () => {
  it("links each metric header to its definition route, and keeps the month header plain", async () => {
    await renderScreen(<Months types={["pk", "income"]} />);
    const table = screen.getByRole("table", { name: "Months" });
    for (const type of ["pk", "income"] as const) {
      const name = en.broadcaster.liveMetric[type].name;
      const header = within(table).getByRole("columnheader", { name });
      expect(within(header).getByRole("link", { name: whatIs(name) })).toHaveAttribute("href", `/data-center/live-data/desc/${type}`);
    }
    expect(within(within(table).getByRole("columnheader", { name: en.broadcaster.live.month })).queryByRole("link")).toBeNull();
    expect(within(table).getByText("November 2026").closest("[role=row]")).toHaveTextContent("November 202612 (won 7)$123.45");
  });
});
