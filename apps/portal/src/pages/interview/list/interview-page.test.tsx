import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { InterviewResult, InterviewStatus } from "@agent-portal/api-client/enums";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import InterviewListPage from "./interview-page.tsx";
import type { InterviewRow } from "./interview-params.ts";

// The page's calls, answered per test.
const calls = vi.hoisted(() => ({
  list: { isLoading: false, isFetching: false, isError: false, data: undefined, currentData: undefined, error: undefined, refetch: vi.fn() },
  reschedule: vi.fn(),
  exportList: vi.fn(),
}));
vi.mock("@agent-portal/api-client/services/live-agent-service-interview", () => ({
  useGetInterviewListQuery: () => calls.list,
  useGetInterviewRescheduleHistoryQuery: () => ({
    isLoading: false,
    isFetching: false,
    isError: false,
    refetch: vi.fn(),
    data: { list: [{ from_time: 1_800_000_000, to_time: 1_800_086_400, reason: "The candidate asked for a later day.", operator_name: "Budi", create_time: 1_799_000_000 }] },
  }),
  useRescheduleInterviewMutation: () => [calls.reschedule, { isLoading: false }],
  useLazyExportInterviewListQuery: () => [calls.exportList, { isFetching: false }],
}));

const texts = en.interview;
const NOW = Math.floor(Date.now() / 1000);
const row = (overrides: Partial<InterviewRow>): InterviewRow => ({
  interview_id: "1",
  agency_uid: "1000",
  agency_name: "Nusantara Stars",
  candidate_name: "Putri Ayu",
  candidate_bigo_id: "putri.ayu",
  candidate_time_zone: "Asia/Manila",
  scheduled_time: NOW - 3600,
  status: InterviewStatus.Scheduled,
  interviewer_name: "Budi",
  result: InterviewResult.Pending,
  notes: "",
  past_due: 1,
  reschedule_count: 0,
  ...overrides,
});
const answer = (list: InterviewRow[]) => ({ list, total: list.length, data_time: NOW });

const renderPage = (url = "/interview/list") => renderScreen(<InterviewListPage />, url);

beforeEach(() => {
  Object.assign(calls.list, { isLoading: false, isFetching: false, isError: false, data: undefined, currentData: undefined, error: undefined });
  calls.list.refetch.mockReset();
  calls.reschedule.mockReset();
  calls.exportList.mockReset();
});

describe("InterviewListPage", () => {
  it("shows the table as loading while the first page loads", async () => {
    Object.assign(calls.list, { isLoading: true, isFetching: true });
    await renderPage();
    await waitFor(() => expect(screen.getByRole("table", { name: texts.list })).toHaveAttribute("aria-busy", "true"));
  });

  it("says there are no interviews yet, and that nothing matches when filters are set", async () => {
    Object.assign(calls.list, { data: answer([]), currentData: answer([]) });
    const first = await renderPage();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    first.unmount();
    await renderPage("/interview/list?due=pastDue");
    expect(await screen.findByText(en.shared.list.emptyFiltered)).toBeInTheDocument();
  });

  it("shows a failed load's message with Try again in place of the rows, which asks again", async () => {
    Object.assign(calls.list, { isError: true, error: { kind: "network" } });
    await renderPage();
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(calls.list.refetch).toHaveBeenCalledTimes(1);
  });

  it("flags a past-due scheduled interview and shows the time in the candidate's zone", async () => {
    const rows = [
      row({}),
      row({ interview_id: "2", candidate_name: "Siti Rahma", status: InterviewStatus.Done, past_due: 0, result: InterviewResult.Passed, notes: "Confident." }),
    ];
    Object.assign(calls.list, { data: answer(rows), currentData: answer(rows) });
    await renderPage();
    const table = await screen.findByRole("table", { name: texts.list });
    const putri = within(table).getByRole("row", { name: /Putri Ayu/ });
    expect(within(putri).getByText(texts.pastDue)).toBeInTheDocument();
    expect(within(putri).getByText(/\(candidate, Asia\/Manila\)$/)).toBeInTheDocument();
    const siti = within(table).getByRole("row", { name: /Siti Rahma/ });
    expect(within(siti).queryByText(texts.pastDue)).toBeNull();
    expect(within(siti).getByText(texts.result["1"])).toBeInTheDocument();
    expect(within(siti).queryByRole("button", { name: /Reschedule/ })).toBeNull();
  });

  it("reschedules with a reason, keeps what was typed when the call fails, and sends the same key again", async () => {
    const rows = [row({})];
    Object.assign(calls.list, { data: answer(rows), currentData: answer(rows) });
    calls.reschedule
      .mockReturnValueOnce({ unwrap: () => Promise.reject(new Error("Service unavailable")) })
      .mockReturnValue({ unwrap: () => Promise.resolve(row({ past_due: 0 })) });
    await renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Reschedule the interview of Putri Ayu" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("The candidate asked for a later day.", { exact: false })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: texts.reschedule.submit }));
    expect(await within(dialog).findByText(texts.reschedule.reasonMissing)).toBeInTheDocument();
    expect(calls.reschedule).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(new RegExp(texts.reschedule.reason)), "The candidate was ill.");
    await userEvent.click(within(dialog).getByRole("button", { name: texts.reschedule.submit }));
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(new RegExp(texts.reschedule.reason))).toHaveValue("The candidate was ill.");
    await userEvent.click(within(dialog).getByRole("button", { name: texts.reschedule.submit }));
    await waitFor(() => expect(calls.reschedule).toHaveBeenCalledTimes(2));
    const [first, second] = calls.reschedule.mock.calls.map((call) => call[0] as { idempotency_key: string; reason: string; scheduled_time: number });
    expect(first?.idempotency_key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
    expect(second?.reason).toBe("The candidate was ill.");
    expect(second?.scheduled_time).toBeGreaterThan(NOW);
  });

  it("exports the filtered set on the server: the URL's filters and day range, no page", async () => {
    const rows = [row({})];
    Object.assign(calls.list, { data: answer(rows), currentData: answer(rows) });
    calls.exportList.mockReturnValue({ unwrap: () => Promise.resolve({ url: "https://sandbox.test/sandbox/files/abc.csv", expire_time: NOW + 3600 }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await renderPage("/interview/list?status=1&q=putri&from=2026-11-01&to=2026-11-30&page=2");
    await userEvent.click(await screen.findByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.exportList).toHaveBeenCalledWith(
      { status: InterviewStatus.Scheduled, keyword: "putri", start_time: Date.UTC(2026, 10, 1) / 1000, end_time: Date.UTC(2026, 11, 1) / 1000 - 1 },
      false,
    );
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("interviews.csv");
    expect(link.href).toBe("https://sandbox.test/sandbox/files/abc.csv");
    click.mockRestore();
  });
});
