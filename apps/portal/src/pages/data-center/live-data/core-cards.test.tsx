import { createMockLiveMetrics } from "@agent-portal/api-client/mocks/live-data";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import { CoreCards } from "./core-cards.tsx";

const COMPARISON = "vs the previous period (Oct 22, 2026 – Oct 31, 2026)";
const CHANGE_CARDS = ["beans", "liveDuration", "validLiveDays", "pkCount"] as const;

const cardOf = (metric: string) => within(document.querySelector(`[data-metric="${metric}"]`) as HTMLElement);
const metaOf = (metric: string) => document.querySelector(`[data-metric="${metric}"] [data-slot="stat-card-meta"]`);

describe("CoreCards", () => {
  it("lays out each change line while the totals load, so the cards keep their loaded height", async () => {
    await renderScreen(<CoreCards overview={undefined} comparison={COMPARISON} rangeQuery="" />);
    await screen.findByRole("list");
    for (const metric of [...CHANGE_CARDS, "winRate"]) {
      expect(document.querySelector(`[data-metric="${metric}"] [data-slot="stat-card"]`)).toHaveAttribute("aria-busy", "true");
      // The line under the figure is there before the figure: its text is laid out unseen under the placeholder.
      expect(metaOf(metric)).not.toBeNull();
    }
    expect(metaOf("beans")).toHaveTextContent(COMPARISON);
  });

  it("shows each change against the named comparison and the win rate's count once the totals are there", async () => {
    const current = createMockLiveMetrics(0, { beans: 1_200, pkCount: 10, pkWinCount: 4 });
    const previous = createMockLiveMetrics(1, { beans: 1_000 });
    await renderScreen(<CoreCards overview={{ current, previous, activeAnchors: 3 }} comparison={COMPARISON} rangeQuery="" />);
    expect(await cardOf("beans").findByText(`+20% ${COMPARISON}`)).toBeVisible();
    expect(document.querySelector('[data-metric="beans"] [data-slot="stat-card"]')).not.toHaveAttribute("aria-busy");
    expect(metaOf("winRate")).toHaveTextContent("10");
  });
});
