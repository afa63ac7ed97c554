import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { MetricChart } from "./metric-chart.tsx";

const NOV_1 = Date.UTC(2026, 10, 1) / 1000;

// graphData, answered at once with two days; each render of the chart asks the hook once.
const graph = vi.hoisted(() => ({ asked: [] as unknown[] }));
vi.mock("@agent-portal/api-client/services/live-data-report", () => ({
  useLiveDataGraphDataQuery: (request: unknown) => {
    graph.asked.push(request);
    return {
      data: {
        metric: "duration",
        points: [
          { time: NOV_1, value: 3600 },
          { time: NOV_1 + 86_400, value: 7200 },
        ],
      },
      isSuccess: true,
      isLoading: false,
      isFetching: false,
      isError: false,
      refetch: vi.fn(),
    };
  },
}));

beforeEach(() => {
  graph.asked.length = 0;
});

describe("MetricChart", () => {
  it("draws the day's values and renders again only when it asks for other days, not when the page renders with the same ones", async () => {
    // Each render gives the chart a new range object, as a page does that computes its range as it renders.
    const { rerender } = await renderScreen(<MetricChart type="duration" range={{ from: "2026-11-01", to: "2026-11-02" }} />);
    expect(await screen.findByRole("figure", { name: /Live time per day/i })).toBeInTheDocument();
    const rendersAtFirst = graph.asked.length;

    rerender(<MetricChart type="duration" range={{ from: "2026-11-01", to: "2026-11-02" }} />);
    expect(graph.asked).toHaveLength(rendersAtFirst);

    rerender(<MetricChart type="duration" range={{ from: "2026-11-01", to: "2026-11-03" }} />);
    expect(graph.asked.length).toBeGreaterThan(rendersAtFirst);
    expect(graph.asked.at(-1)).toMatchObject({ startTime: NOV_1, endTime: NOV_1 + 3 * 86_400 - 1 });
  });
});
