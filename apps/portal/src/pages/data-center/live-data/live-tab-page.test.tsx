/**
 * The live tab's broker filter over a fake backend (issue 20, item 1): choosing a broker puts it
 * in the URL and the list's request, the export sends the same broker with the other filters, and
 * Reset clears it.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockTeamMember } from "@agent-portal/api-client/mocks/union-oss";
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import LiveTabPage from "./live-tab-page.tsx";

const ok = (data: unknown): FakeAnswer => ({ code: 0, data });
const metrics = { liveDuration: 3600, validLiveDays: 1, beans: 100, giftUsers: 0, newFans: 0, pkCount: 0, pkWinCount: 0, maxViewers: 0, incomeCents: 0 };
const anchor = (uid: string, nickName: string) => ({ uid, bigoId: `b${uid}`, nickName, avatarUrl: "", proxyUid: "0", ...metrics });
const lists = (request: SeenRequest) =>
  ok(
    (JSON.parse(request.body) as { brokerUid?: string }).brokerUid === "302"
      ? { list: [anchor("2", "Bea")], total: 1 }
      : {
          list: [anchor("1", "Ann"), anchor("2", "Bea")],
          total: 2,
        },
  );
const member = (uid: string, nick_name: string) => createMockTeamMember({ uid, nick_name, bigo_id: nick_name.toLowerCase(), anchor_count: 1 });
const routes = {
  "liveData /config": ok({
    minDay: "2026-01-01",
    maxDay: "2026-11-25",
    maxRangeDays: 92,
    metrics: ["beans"],
    tabs: ["live"],
    entries: [],
    rules: { timeZone: "UTC", validDayMinSeconds: 3600, dailyCapSeconds: 43_200, updateDelayHours: 2, voiceRoomCountsTime: false },
  }),
  "liveData /agentOss/anchorList": lists,
  "liveData /agentOss/proxyList": ok({ list: [], total: 0 }),
  "liveData /agentOss/export": ok({ url: "http://files.test/live.csv", expireTime: 0 }),
  "liveData /LiveCoverLowQuality": ok({ list: [], total: 0 }),
  "unionOss /getAgencyMemberList": ok({
    list: [member("301", "Rani"), member("302", "Sari")],
    total: 2,
  }),
};

describe("LiveTabPage, broker filter", () => {
  it("narrows the list to one broker's broadcasters, and the export sends the same broker", async () => {
    const { requests } = await renderWithBackend(<LiveTabPage />, routes, "/data-center/live-data/live");
    expect(await screen.findByRole("link", { name: /^Ann/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("combobox", { name: en.broadcaster.list.filter.broker }));
    await userEvent.click(await screen.findByRole("option", { name: "Sari" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /^Ann/ })).toBeNull());
    expect(await screen.findByRole("link", { name: /^Bea/ })).toBeInTheDocument();
    const listed = requests.filter((r) => r.path === "/agentOss/anchorList").at(-1);
    expect(listed && (JSON.parse(listed.body) as Record<string, unknown>)).toMatchObject({ brokerUid: "302", sort: "beans", order: "desc" });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(requests.some((r) => r.path === "/agentOss/export")).toBe(true));
    const form = new URLSearchParams(requests.find((r) => r.path === "/agentOss/export")?.body);
    expect(form.get("brokerUid")).toBe("302");
    expect(form.getAll("tabs")).toEqual(["live"]);
  });
});
