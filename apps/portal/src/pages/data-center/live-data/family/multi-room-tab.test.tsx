/**
 * The multi-room tab against MSW (issue 20 item 6): the days with their figures (0 on a day
 * without multi-room: zero, not missing), the server's totals over the whole range, "data as of"
 * from the config, the export of the same range; a failed load shows Try again in place of the
 * rows and no totals; a range without sessions says so.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { ok, answers, sent, startFamilyServer } from "./family-test-server.ts";
import MultiRoomTab from "./multi-room-tab.tsx";

startFamilyServer();
const URL = "/data-center/live-data/family/multiRoom?from=2026-10-27&to=2026-11-25";

describe("MultiRoomTab", () => {
  it("shows each day, zero days as 0, the server's totals over the range and the freshness; the export sends the same range", async () => {
    await renderWithApi(<MultiRoomTab />, URL);
    const table = await screen.findByRole("table", { name: en.dataCenter.family.multiRoom.tab });
    const busy = (await within(table).findByText("Nov 25, 2026")).closest("[role=row]");
    expect(busy).toHaveTextContent("Nov 25, 202648 min32 min24600 beans");
    const idle = within(table).getByText("Nov 24, 2026").closest("[role=row]");
    expect(idle).toHaveTextContent("Nov 24, 20260 sec0 sec000 beans");
    expect(screen.getByTestId("family-totals")).toHaveTextContent("25 sessions");
    expect(screen.getByTestId("family-totals")).toHaveTextContent("7,500");
    expect(screen.getByTestId("data-as-of")).toHaveTextContent("Nov 25, 2026");
    const listed = JSON.parse(sent.find((s) => s.path === "/multiRoom/day")?.body ?? "{}") as Record<string, number>;
    expect(listed).toMatchObject({ startTime: Date.UTC(2026, 9, 27) / 1000, endTime: Date.UTC(2026, 10, 26) / 1000 - 1, page: 1 });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "/multiRoom/exportUrl")).toBe(true));
    const form = Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "/multiRoom/exportUrl")?.body));
    expect(form).toEqual({ startTime: String(listed.startTime), endTime: String(listed.endTime), dataType: "1" });
  });

  it("says so when the range has no multi-room session", async () => {
    answers["/multiRoom/day"] = () => ok({ list: [], total: 0, summary: { hostDuration: 0, guestDuration: 0, sessions: 0, guests: 0, beans: 0 } });
    await renderWithApi(<MultiRoomTab />, URL);
    expect(await screen.findByText(en.dataCenter.family.multiRoom.none)).toBeInTheDocument();
  });

  it("shows a failed load with Try again in place of the rows and no totals, and loads again", async () => {
    answers["/multiRoom/day"] = () => HttpResponse.json({ code: 0 }, { status: 500 });
    await renderWithApi(<MultiRoomTab />, URL);
    const retry = await screen.findByRole("button", { name: en.common.retry });
    expect(screen.queryByTestId("family-totals")).toBeNull();
    answers["/multiRoom/day"] = () => ok({ list: [], total: 0, summary: { hostDuration: 0, guestDuration: 0, sessions: 3, guests: 6, beans: 90 } });
    await userEvent.click(retry);
    expect(await screen.findByTestId("family-totals")).toHaveTextContent("3 sessions");
  });
});
