/**
 * Broadcaster data, anchor, against MSW: each broadcaster's income of the month in all and by type
 * with the server's totals over every row; choosing a type asks anchorListByType and shows its
 * total; the export sends the month, type and Bigo ID of the view; a failed load offers a retry.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockLiveDataConfig } from "@agent-portal/api-client/mocks/live-data";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import AnchorPage from "./anchor-page.tsx";

const LD = "http://api.test/bigo_act_livedata_api";
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: "", data });
const config = createMockLiveDataConfig();
const split = (gift: number, salary: number) => [
  { type: 1, amountCents: gift },
  { type: 2, amountCents: salary },
  { type: 3, amountCents: 0 },
  { type: 4, amountCents: 0 },
  { type: 5, amountCents: 0 },
];
const row = (uid: string, nickName: string, gift: number, salary: number) => ({
  uid,
  bigoId: `b${uid}`,
  nickName,
  avatarUrl: "",
  amountCents: gift + salary,
  byType: split(gift, salary),
});
const all = { list: [row("1", "Ann", 12_000, 5_000), row("2", "Bea", 3_000, 0)], total: 7, totals: { amountCents: 123_456, byType: split(100_000, 23_456) } };

const sent: { path: string; body: string }[] = [];
let listAnswer: () => Response = () => ok(all);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  listAnswer = () => ok(all);
  window.localStorage.clear();
  server.use(
    http.post(`${LD}/config`, () => ok(config)),
    http.post(`${LD}/brokerageBackend/:call`, async ({ request, params }) => {
      sent.push({ path: String(params.call), body: await request.text() });
      if (params.call === "anchorList") return listAnswer();
      if (params.call === "anchorListByType") return ok({ list: [{ ...row("1", "Ann", 12_000, 0), byType: undefined }], total: 1, totalCents: 100_000 });
      return ok({ url: "http://files.test/anchor.csv", expireTime: 0 });
    }),
  );
});

describe("AnchorPage", () => {
  it("shows each broadcaster's income by type and the server's totals over every row; a type narrows to its own list and total; the export sends the view", async () => {
    await renderWithApi(<AnchorPage />, "/data-center/broadcaster-data/anchor");
    const table = await screen.findByRole("table", { name: en.route.LiveDataAnchor });
    const ann = (await within(table).findByText("Ann")).closest("[role=row]");
    expect(ann).toHaveTextContent("$170.00");
    expect(ann).toHaveTextContent("$120.00");
    expect(screen.getByTestId("anchor-totals")).toHaveTextContent("All 7 broadcasters: $1,234.56");
    expect(screen.getByTestId("anchor-totals-by-type")).toHaveTextContent("Gift income: $1,000.00");
    expect(JSON.parse(sent.find((s) => s.path === "anchorList")?.body ?? "{}")).toMatchObject({ month: "2026-11", page: 1 });

    await userEvent.click(screen.getByRole("combobox", { name: en.dataCenter.settlement.type }));
    await userEvent.click(await screen.findByRole("option", { name: en.dataCenter.benefit["1"] }));
    await waitFor(() => expect(screen.getByTestId("anchor-totals")).toHaveTextContent("All 1 broadcasters: $1,000.00"));
    expect(JSON.parse(sent.find((s) => s.path === "anchorListByType")?.body ?? "{}")).toMatchObject({ month: "2026-11", type: 1 });

    await userEvent.click(screen.getByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(sent.some((s) => s.path === "anchorExportUrl")).toBe(true));
    expect(Object.fromEntries(new URLSearchParams(sent.find((s) => s.path === "anchorExportUrl")?.body))).toEqual({ month: "2026-11", type: "1" });
  });

  it("shows a failed load with Try again in place of the rows and no totals", async () => {
    listAnswer = () => HttpResponse.json({ code: 0 }, { status: 500 });
    await renderWithApi(<AnchorPage />, "/data-center/broadcaster-data/anchor");
    const retry = await screen.findByRole("button", { name: en.common.retry });
    expect(screen.queryByTestId("anchor-totals")).toBeNull();
    listAnswer = () => ok(all);
    await userEvent.click(retry);
    expect(await screen.findByText("Ann")).toBeInTheDocument();
  });
});
