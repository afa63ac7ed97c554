/**
 * Activity74338 against a fake backend: the switches come first (page off: closed, nothing else
 * asked; interface off: unavailable); a broadcaster not signed up confirms the sign-up, a refusal
 * is shown translated with the page as it was, a retry signs up once and shows the month's figures;
 * "already signed up" (43011) counts as done; the month picker asks monthData for that month.
 */
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { location, renderWithBackend } from "#testing/render-with-backend.tsx";
import Activity74338Page, { activityState } from "./activity-74338-page.tsx";

const ok = (data: unknown): FakeAnswer => ({ code: 0, data });
const month = (m: string) => ok({ month: m, gameLiveDuration: 40_000, gameLiveDays: 11, beans: 8_800, rank: 4, rewardBeans: 1_000 });
const monthOf = (request: SeenRequest) => new URLSearchParams(request.search).get("month") ?? "";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.UTC(2026, 10, 20, 9, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("activityState", () => {
  it("is closed with the page switch off whatever the interface, unavailable with only the interface off", () => {
    expect(activityState(0, 1)).toBe("closed");
    expect(activityState(0, 0)).toBe("closed");
    expect(activityState(1, 0)).toBe("unavailable");
    expect(activityState(1, 1)).toBe("open");
  });
});

describe("Activity74338Page", () => {
  it("says the activity is closed when the page switch is off, and asks nothing else", async () => {
    const { requests } = await renderWithBackend(<Activity74338Page />, {
      "liveData /act74338/page/switch": ok({ open: 0 }),
      "liveData /act74338/interface/switch": ok({ open: 1 }),
    });
    expect(await screen.findByText("This activity is closed.")).toBeInTheDocument();
    expect(requests.some((r) => r.path === "/act74338/userStatus")).toBe(false);
    expect(screen.queryByRole("button", { name: "Sign up" })).not.toBeInTheDocument();
  });

  it("confirms the sign-up, keeps the page on a refusal with the translated reason, then signs up once and shows the month", async () => {
    let signedUp = false;
    let applies = 0;
    const { requests } = await renderWithBackend(<Activity74338Page />, {
      "liveData /act74338/page/switch": ok({ open: 1 }),
      "liveData /act74338/interface/switch": ok({ open: 1 }),
      "liveData /act74338/userStatus": () => ok(signedUp ? { status: 1, applyTime: Date.UTC(2026, 10, 20, 9) / 1000 } : { status: 0, applyTime: 0 }),
      "liveData /act74338/apply": () => {
        applies += 1;
        if (applies === 1) return { code: 43006 };
        signedUp = true;
        return ok({ status: 1, applyTime: Date.UTC(2026, 10, 20, 9) / 1000 });
      },
      "liveData /act74338/monthData": (request) => month(monthOf(request)),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sign up" }));
    // Nothing is sent before the confirmation.
    expect(requests.some((r) => r.path === "/act74338/apply")).toBe(false);
    const dialog = await screen.findByRole("dialog", { name: "Sign up for the game live activity?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("This activity is not open.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled();

    await userEvent.click(screen.getByRole("button", { name: "Sign up" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign up" }));
    const status = await screen.findByRole("region", { name: "Your participation" });
    expect(within(status).getByText("Signed up")).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/act74338/apply")).toHaveLength(2);

    const figures = await screen.findByRole("region", { name: "Game live, November 2026" });
    expect(await within(figures).findByText("#4")).toBeInTheDocument();
    expect(within(figures).getByText("1,000 beans")).toBeInTheDocument();
    expect(monthOf(requests.filter((r) => r.path === "/act74338/monthData")[0] as SeenRequest)).toBe("2026-11");

    await userEvent.selectOptions(screen.getByLabelText("Month"), "2026-08");
    expect(await screen.findByRole("region", { name: "Game live, August 2026" })).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.path === "/act74338/monthData").map(monthOf)).toContain("2026-08"));
    expect(location.search).toBe("?month=2026-08");
  });

  it("counts 'already signed up' (43011) as done and shows the signed-up view", async () => {
    let statusCalls = 0;
    await renderWithBackend(<Activity74338Page />, {
      "liveData /act74338/page/switch": ok({ open: 1 }),
      "liveData /act74338/interface/switch": ok({ open: 1 }),
      "liveData /act74338/userStatus": () => {
        statusCalls += 1;
        return ok(statusCalls === 1 ? { status: 0, applyTime: 0 } : { status: 2, applyTime: Date.UTC(2026, 10, 2) / 1000 });
      },
      "liveData /act74338/apply": { code: 43011 },
      "liveData /act74338/monthData": (request) => month(monthOf(request)),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Sign up" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Qualified this month")).toBeInTheDocument();
    expect(screen.queryByText("You have already signed up.")).not.toBeInTheDocument();
  });
});
