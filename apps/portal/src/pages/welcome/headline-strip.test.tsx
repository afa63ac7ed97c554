/**
 * The home's headline strip (issue 25, item 1): while GetAgentData answers, the four cards are
 * already there with their labels and skeleton values, so nothing below them moves when the
 * figures come; then this month's figures with their change against last month.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { HeadlineStrip } from "./headline-strip.tsx";

const texts = en.welcome.headline;
const figures = (beans: number) => ({ anchor_count: 30, active_anchor_count: 12, new_anchor_count: 3, beans, live_duration: 7_200, income_cents: 0 });

let release: () => void = () => undefined;
const answersHeld = new Promise<void>((resolve) => (release = resolve));
const server = setupServer(
  http.post("http://api.test/api/live_agent_front/GetAgentData", async ({ request }) => {
    const body = (await request.json()) as { start_time?: number };
    await answersHeld;
    // The earlier period (last month) answers fewer beans: this month is up.
    const beans = (body.start_time ?? 0) < Date.now() / 1000 - 32 * 86_400 ? 1_000 : 1_500;
    return HttpResponse.json({ code: 1, message: "", data: figures(beans) });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

describe("HeadlineStrip", () => {
  it("shows the four labelled cards busy while loading, in the place of the figures that follow", async () => {
    await renderWithApi(<HeadlineStrip />);
    const busy = await screen.findByRole("list", { name: en.common.loading });
    expect(busy).toHaveAttribute("aria-busy", "true");
    const cards = within(busy).getAllByRole("listitem");
    expect(cards.map((card) => card.querySelector("dt")?.textContent)).toEqual([texts.activeAnchors, texts.newAnchors, texts.beans, texts.liveDuration]);
    release();
    const beans = await screen.findByText("1,500 beans");
    expect(screen.queryByRole("list", { name: en.common.loading })).toBeNull();
    expect(beans.closest("dl")?.querySelector("dt")?.textContent).toBe(texts.beans);
    expect(beans.closest("dl")?.textContent).toContain("+50%");
  });
});
