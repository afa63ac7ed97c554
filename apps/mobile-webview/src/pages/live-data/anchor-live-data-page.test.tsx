/**
 * AnchorLiveData against a fake backend: the creator level with its progress to the next, the
 * chosen month's figures (creator livedata over that UTC month) and tier (the broadcaster's own
 * liveOrder row); the month lives in the URL and a new month asks for that month; a month without
 * live says so; a failed call shows the translated error with a retry.
 */
import type { SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { location, renderWithBackend } from "#testing/render-with-backend.tsx";
import AnchorLiveDataPage from "./anchor-live-data-page.tsx";

const NOW = Date.UTC(2026, 10, 20, 9, 0);
const ok = (data: unknown) => ({ code: 0, data });
const metrics = (beans: number, live: number) => ({
  liveDuration: live,
  validLiveDays: live > 0 ? 12 : 0,
  beans,
  giftUsers: 40,
  newFans: 15,
  pkCount: 9,
  pkWinCount: 5,
  maxViewers: 321,
  incomeCents: beans / 2,
});
const level = { level: 3, beans: 75_000, nextLevelBeans: 100_000, progressBp: 3_750, achieveTime: Date.UTC(2026, 10, 1) / 1000 };
const order = {
  list: [
    {
      uid: "9001",
      bigoId: "anchor.1",
      nickName: "Ayu",
      avatarUrl: "",
      rank: 1,
      beans: 75_000,
      liveDuration: 90_000,
      validLiveDays: 12,
      tier: {
        tier: 1,
        nextTier: 2,
        requirements: [
          { metric: "liveSeconds", have: 90_000, need: 144_000, missing: 54_000, projected: 135_000 },
          { metric: "validDays", have: 12, need: 15, missing: 3, projected: 18 },
          { metric: "beans", have: 75_000, need: 40_000, missing: 0, projected: 112_500 },
        ],
        projectedTier: 1,
      },
    },
  ],
  total: 1,
  tierRules: [],
  asOfDay: "2026-11-19",
  elapsedDays: 19,
  totals: { liveDuration: 90_000, validLiveDays: 12, beans: 75_000 },
};

const body = (request: SeenRequest | undefined) => JSON.parse(request?.body ?? "{}") as Record<string, unknown>;
const seconds = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m, d, h, min, s) / 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AnchorLiveDataPage", () => {
  it("shows the level with its progress, the month's figures and tier, and asks for another month when one is chosen", async () => {
    const { requests } = await renderWithBackend(<AnchorLiveDataPage />, {
      "liveData /creator/achieveLevel": ok(level),
      "liveData /creator/livedata": ok({ summary: metrics(75_000, 90_000), list: [{ day: "2026-11-19", ...metrics(5_000, 7_200) }] }),
      "liveData /creator/liveOrder": ok(order),
    });
    expect(await screen.findByText("Level 3")).toBeInTheDocument();
    const progress = screen.getByRole("progressbar", { name: "Progress to level 4" });
    expect(progress).toHaveAttribute("value", "37.5");
    expect(screen.getByText("25,000 beans more to level 4")).toBeInTheDocument();

    const figures = screen.getByRole("region", { name: "Live figures, November 2026" });
    expect(await within(figures).findByText("75,000")).toBeInTheDocument();
    expect(within(figures).getByText("5 of 9")).toBeInTheDocument();
    expect(within(figures).getByText("In progress")).toBeInTheDocument();
    expect(within(figures).getByText("Data as of the end of Nov 19, 2026 (UTC)")).toBeInTheDocument();
    await userEvent.click(within(figures).getByText("Day by day"));
    expect(within(figures).getByText("Nov 19, 2026")).toBeVisible();
    expect(within(figures).getByText(/5,000 beans$/)).toBeVisible();
    const livedata = requests.filter((r) => r.path === "/creator/livedata");
    expect(body(livedata[0])).toEqual({ startTime: seconds(2026, 10, 1), endTime: seconds(2026, 10, 30, 23, 59, 59) });

    const tier = screen.getByRole("region", { name: "Tier, November 2026" });
    expect(await within(tier).findByText("Tier 1")).toBeInTheDocument();
    expect(within(tier).getByText("What tier 2 needs this month")).toBeInTheDocument();
    expect(within(tier).getByText("3 to go")).toBeInTheDocument();
    expect(within(tier).getByText("Met")).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Month"), "2026-09");
    await waitFor(() => expect(requests.filter((r) => r.path === "/creator/livedata")).toHaveLength(2));
    expect(body(requests.filter((r) => r.path === "/creator/livedata")[1])).toEqual({ startTime: seconds(2026, 8, 1), endTime: seconds(2026, 8, 30, 23, 59, 59) });
    expect(body(requests.filter((r) => r.path === "/creator/liveOrder").at(-1))).toMatchObject({ startTime: seconds(2026, 8, 1), page: 1 });
    expect(location.search).toBe("?month=2026-09");
    expect(await screen.findByRole("region", { name: "Live figures, September 2026" })).toBeInTheDocument();
  });

  it("says a month without live instead of a wall of zeros, and shows a failed level with a retry", async () => {
    let levelCalls = 0;
    await renderWithBackend(
      <AnchorLiveDataPage />,
      {
        "liveData /creator/achieveLevel": () => {
          levelCalls += 1;
          return levelCalls === 1 ? { code: 43003 } : ok({ ...level, level: 0, beans: 0, nextLevelBeans: 10_000, progressBp: 0, achieveTime: 0 });
        },
        "liveData /creator/livedata": ok({ summary: metrics(0, 0), list: [] }),
        "liveData /creator/liveOrder": ok({ ...order, list: [], total: 0 }),
      },
      "/?month=2026-10",
    );
    const figures = screen.getByRole("region", { name: "Live figures, October 2026" });
    expect(await within(figures).findByText("You were not live in October 2026.")).toBeInTheDocument();
    expect(within(figures).queryByText("In progress")).not.toBeInTheDocument();
    const levelBlock = screen.getByRole("region", { name: "Creator level this month" });
    expect(await within(levelBlock).findByText("You are not allowed to see this data.")).toBeInTheDocument();
    await userEvent.click(within(levelBlock).getByRole("button", { name: "Try again" }));
    expect(await within(levelBlock).findByText("No level yet")).toBeInTheDocument();
  });
});
