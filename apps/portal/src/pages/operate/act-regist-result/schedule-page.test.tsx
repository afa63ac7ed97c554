/**
 * The round schedule (act-regist-result/schedule) over a fake backend: loading, the draw shown
 * (group, slot in the report zone, opponent), "Not yet drawn", or "—" for a registration out of the draw, the three empty texts, a failed
 * load with Try again, the filters sent to the list and the same to the export, and nothing sent
 * for a Bigo ID that cannot exist.
 */
import { ActivitySignStatus } from "@agent-portal/api-client/enums";
import { createMockRoundRecord } from "@agent-portal/api-client/mocks/act75352";
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import ActRegistSchedulePage from "./schedule-page.tsx";

const texts = en.operate.results;
const PATH = "/broadcaster-operate/act-regist-result/schedule";
const page = (list: unknown[], total = list.length): FakeAnswer => ({ code: 0, data: { list, total } });
const query = (request: SeenRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.search ?? ""));

const drawn = createMockRoundRecord({
  id: "r-1",
  nickName: "Mia",
  bigoId: "anchor_mia",
  groupName: "B",
  slotStartTime: 1_767_225_600, // 2026-01-01 00:00 UTC = 07:00 in Jakarta
  slotEndTime: 1_767_229_200,
  opponentBigoId: "anchor_zoe",
  opponentNickName: "Zoe",
});
const bye = createMockRoundRecord({ id: "r-2", nickName: "Ana", bigoId: "anchor_ana", groupName: "B", slotStartTime: 1_767_229_200, slotEndTime: 1_767_232_800 });
const waiting = createMockRoundRecord({ id: "r-3", nickName: "Lee", bigoId: "anchor_lee" });
const cancelled = createMockRoundRecord({ id: "r-4", nickName: "Kim", bigoId: "anchor_kim", signStatus: ActivitySignStatus.Cancelled });

const renderPage = (routes: Record<string, FakeAnswer | ((r: SeenRequest) => FakeAnswer)>, url = PATH) => renderWithBackend(<ActRegistSchedulePage />, routes, url);

describe("ActRegistSchedulePage", () => {
  it("shows the table as loading until the first page answers", async () => {
    await renderPage({ "act75352 /round_record_page": () => new Promise<FakeAnswer>(() => undefined) as unknown as FakeAnswer });
    await waitFor(() => expect(screen.getByRole("table", { name: texts.schedule })).toHaveAttribute("aria-busy", "true"));
  });

  it("shows each broadcaster's group, slot in the report zone and opponent once drawn, a bye, and 'Not yet drawn' before", async () => {
    const { requests } = await renderPage({ "act75352 /round_record_page": page([drawn, bye, waiting, cancelled]) });
    const table = await screen.findByRole("table", { name: texts.schedule });
    const mia = within(await within(table).findByRole("row", { name: /anchor_mia/ }));
    expect(mia.getByText("Group B")).toBeInTheDocument();
    expect(mia.getByText(/Zoe/)).toBeInTheDocument();
    // The round's start and the slot, both in the report zone.
    expect(mia.getAllByText(/\(Asia\/Jakarta\)/)).toHaveLength(2);
    expect(within(within(table).getByRole("row", { name: /anchor_ana/ })).getByText(texts.bye)).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /anchor_lee/ })).getAllByText(texts.notDrawn)).toHaveLength(3);
    // A cancelled registration is not in the draw: nothing to wait for.
    const kim = within(within(table).getByRole("row", { name: /anchor_kim/ }));
    expect(kim.queryByText(texts.notDrawn)).toBeNull();
    expect(kim.getAllByText("—")).toHaveLength(3);
    // The default range (the last 90 UTC days) goes as explicit bounds, with the page.
    const sent = query(requests.find((r) => r.path === "/round_record_page"));
    expect(Number(sent.endTime) - Number(sent.startTime)).toBe(90 * 86_400 - 1);
    expect(sent).toMatchObject({ page: "1", pageSize: "20" });
  });

  it("says no broadcaster is in a round yet, and that nothing matches when filters are set", async () => {
    const first = await renderPage({ "act75352 /round_record_page": page([]) });
    expect(await screen.findByText(texts.scheduleEmpty)).toBeInTheDocument();
    first.unmount();
    await renderPage({ "act75352 /round_record_page": page([]) }, `${PATH}?activity=Cup`);
    expect(await screen.findByText(en.shared.list.emptyFiltered)).toBeInTheDocument();
  });

  it("shows a failed load's message with Try again in place of the rows, which asks again", async () => {
    let calls = 0;
    const { requests } = await renderPage({
      "act75352 /round_record_page": () => {
        calls += 1;
        return calls === 1 ? { code: 44001, msg: "No activity with this id in your region" } : page([drawn]);
      },
    });
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(await screen.findByRole("row", { name: /anchor_mia/ })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === "/round_record_page")).toHaveLength(2);
  });

  it("sends the URL's filters to the list and exactly the same to the export", async () => {
    const url = `${PATH}?activity=Cup&bigo=anchor_mia&status=2&zone=ID&from=2026-11-01&to=2026-11-26`;
    const { requests } = await renderPage(
      {
        "act75352 /round_record_page": page([drawn]),
        "act75352 /round_export": { code: 0, data: { url: "https://files.test/rounds.csv", expireTime: 1 } },
      },
      url,
    );
    await screen.findByRole("row", { name: /anchor_mia/ });
    const { page: _page, pageSize: _size, ...listed } = query(requests.find((r) => r.path === "/round_record_page"));
    expect(listed).toEqual({
      activityName: "Cup",
      bigoId: "anchor_mia",
      signStatus: "2",
      zone: "ID",
      startTime: String(Date.UTC(2026, 10, 1) / 1000),
      endTime: String(Date.UTC(2026, 10, 27) / 1000 - 1),
    });
    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(requests.some((r) => r.path === "/round_export")).toBe(true));
    const exported = JSON.parse(requests.find((r) => r.path === "/round_export")?.body ?? "{}") as Record<string, unknown>;
    expect(Object.fromEntries(Object.entries(exported).map(([k, v]) => [k, String(v)]))).toEqual(listed);
  });

  it("sends nothing for a Bigo ID that cannot exist, and says so", async () => {
    const { requests } = await renderPage({ "act75352 /round_record_page": page([drawn]) }, `${PATH}?bigo=${encodeURIComponent("no spaces allowed")}`);
    expect((await screen.findAllByText(en.shared.bigoId.invalid)).length).toBeGreaterThan(0);
    expect(requests.some((r) => r.path === "/round_record_page")).toBe(false);
    expect(screen.getByRole("button", { name: en.shared.list.export })).toBeDisabled();
  });
});
