/**
 * The results tab (act-regist-result/info) over a fake backend: won / lost with score, beans, rank
 * and reward, "—" before a result; the registration records paged by cursor (Next sends the
 * answer's nextLastId, Previous steps back), their empty and failed states, and their export with
 * the tab's filters.
 */
import { createMockRoundRecord, createMockSignRecord } from "@agent-portal/api-client/mocks/act75352";
import { RoundOutcome } from "@agent-portal/api-client/enums";
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import type { FakeAnswer, SeenRequest } from "@agent-portal/session/test-store";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithBackend } from "#shared/testing/render-with-backend.tsx";
import ActRegistInfoPage from "./info-page.tsx";

const texts = en.operate.results;
const PATH = "/broadcaster-operate/act-regist-result/info";
const rounds = (list: unknown[]): FakeAnswer => ({ code: 0, data: { list, total: list.length } });
const query = (request: SeenRequest) => Object.fromEntries(new URLSearchParams(request.search));

const won = createMockRoundRecord({
  id: "r-1",
  bigoId: "anchor_mia",
  slotStartTime: 1,
  slotEndTime: 2,
  outcome: RoundOutcome.Win,
  score: 4_200,
  beans: 12_345,
  rank: 1,
  rewardBeans: 50_000,
});
const lost = createMockRoundRecord({ id: "r-2", bigoId: "anchor_zoe", slotStartTime: 1, slotEndTime: 2, outcome: RoundOutcome.Loss, score: 900, beans: 3_000, rank: 12 });
const pending = createMockRoundRecord({ id: "r-3", bigoId: "anchor_lee" });

/** Sign record pages by cursor: "" -> s-3, s-2 (more); "s-2" -> s-1 (last). */
const signPages = (request: SeenRequest): FakeAnswer => {
  const lastId = query(request).lastId ?? "";
  return lastId === ""
    ? {
        code: 0,
        data: { list: [createMockSignRecord({ id: "s-3", bigoId: "first_a" }), createMockSignRecord({ id: "s-2", bigoId: "first_b" })], nextLastId: "s-2", hasMore: true },
      }
    : { code: 0, data: { list: [createMockSignRecord({ id: "s-1", bigoId: "second_a", rejectReason: "Under a ban." })], nextLastId: "", hasMore: false } };
};

describe("ActRegistInfoPage", () => {
  it("shows won and lost with score, beans, rank and reward, and '—' before a result", async () => {
    await renderWithBackend(<ActRegistInfoPage />, { "act75352 /round_record_page": rounds([won, lost, pending]), "act75352 /sign_record_page": signPages }, PATH);
    const table = await screen.findByRole("table", { name: texts.resultsTable });
    const mia = within(await within(table).findByRole("row", { name: /anchor_mia/ }));
    expect(mia.getByText(texts.outcomeValue["1"])).toBeInTheDocument();
    for (const figure of ["4,200", "12,345", "50,000"]) expect(mia.getByText(figure)).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /anchor_zoe/ })).getByText(texts.outcomeValue["2"])).toBeInTheDocument();
    const lee = within(within(table).getByRole("row", { name: /anchor_lee/ }));
    expect(lee.getByText(texts.outcomeValue["0"])).toBeInTheDocument();
    expect(lee.getAllByText("—")).toHaveLength(4);
  });

  it("shows the ranking view: sorting by rank asks the server for each round's ranking", async () => {
    const { requests } = await renderWithBackend(<ActRegistInfoPage />, { "act75352 /round_record_page": rounds([won, lost]), "act75352 /sign_record_page": signPages }, PATH);
    const table = await screen.findByRole("table", { name: texts.resultsTable });
    await within(table).findByRole("row", { name: /anchor_mia/ });
    await userEvent.click(within(table).getByRole("button", { name: new RegExp(`^${texts.rank}`) }));
    await waitFor(() => expect(requests.filter((r) => r.path === "/round_record_page").map((r) => query(r).sort)).toContain("rank"));
    const ranked = requests.filter((r) => r.path === "/round_record_page" && query(r).sort === "rank").map(query);
    expect(["asc", "desc"]).toContain(ranked[0]?.order);
  });

  it("pages the registration records by cursor: Next sends the answer's nextLastId, Previous steps back", async () => {
    const { requests } = await renderWithBackend(<ActRegistInfoPage />, { "act75352 /round_record_page": rounds([]), "act75352 /sign_record_page": signPages }, PATH);
    const records = within(await screen.findByRole("table", { name: texts.records }));
    const pages = within(screen.getByRole("navigation", { name: texts.recordsPages }));
    expect(await records.findByRole("row", { name: /first_a/ })).toBeInTheDocument();
    expect(pages.getByRole("button", { name: texts.previousPage })).toBeDisabled();
    await userEvent.click(pages.getByRole("button", { name: texts.nextPage }));
    expect(await records.findByRole("row", { name: /second_a/ })).toBeInTheDocument();
    expect(records.getByText("Under a ban.")).toBeInTheDocument();
    expect(records.queryByRole("row", { name: /first_a/ })).toBeNull();
    expect(pages.getByRole("button", { name: texts.nextPage })).toBeDisabled();
    const sent = requests.filter((r) => r.path === "/sign_record_page").map((r) => query(r).lastId);
    expect(sent).toEqual(["", "s-2"]);
    await userEvent.click(pages.getByRole("button", { name: texts.previousPage }));
    expect(await records.findByRole("row", { name: /first_a/ })).toBeInTheDocument();
  });

  it("says there is no registration yet, or shows a failed load with Try again", async () => {
    const first = await renderWithBackend(
      <ActRegistInfoPage />,
      { "act75352 /round_record_page": rounds([]), "act75352 /sign_record_page": { code: 0, data: { list: [], nextLastId: "", hasMore: false } } },
      PATH,
    );
    expect(await screen.findByText(texts.recordsEmpty)).toBeInTheDocument();
    first.unmount();
    let calls = 0;
    await renderWithBackend(
      <ActRegistInfoPage />,
      {
        "act75352 /round_record_page": rounds([]),
        "act75352 /sign_record_page": (request) => {
          calls += 1;
          return calls === 1 ? { code: 44001, msg: "refused" } : signPages(request);
        },
      },
      PATH,
    );
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(screen.queryByRole("table", { name: texts.records })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(await screen.findByRole("row", { name: /first_a/ })).toBeInTheDocument();
  });

  it("exports the registrations with the tab's filters", async () => {
    const { requests } = await renderWithBackend(
      <ActRegistInfoPage />,
      {
        "act75352 /round_record_page": rounds([]),
        "act75352 /sign_record_page": signPages,
        "act75352 /sign_export": { code: 0, data: { url: "https://files.test/signs.csv", expireTime: 1 } },
      },
      `${PATH}?status=3&activity=Cup`,
    );
    await screen.findByRole("row", { name: /first_a/ });
    const section = screen.getByRole("heading", { name: texts.records }).closest<HTMLElement>("[data-slot=sign-records]");
    await userEvent.click(within(section ?? document.body).getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(requests.some((r) => r.path === "/sign_export")).toBe(true));
    const body = JSON.parse(requests.find((r) => r.path === "/sign_export")?.body ?? "{}") as Record<string, unknown>;
    const signs = requests.find((r) => r.path === "/sign_record_page");
    if (signs === undefined) throw new Error("The registrations were not asked.");
    const listed = query(signs);
    expect(body).toMatchObject({ signStatus: 3, activityName: "Cup", startTime: Number(listed.startTime), endTime: Number(listed.endTime) });
  });
});
