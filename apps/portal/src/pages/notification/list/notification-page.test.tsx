import { createMockNotice } from "@agent-portal/api-client/mocks/security-center";
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { PROFILES, guardUserOf } from "@agent-portal/permissions/profiles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "#shared/testing/render-screen.tsx";
import NotificationPage from "./notification-page.tsx";

// The page's calls, answered per test: the list query's state, the unread count, the two marks.
const calls = vi.hoisted(() => ({
  list: { isLoading: false, isFetching: false, isError: false, data: undefined, currentData: undefined, error: undefined, refetch: vi.fn() },
  markOne: vi.fn(),
  markAll: vi.fn(),
  exportList: vi.fn(),
}));
vi.mock("@agent-portal/api-client/services/notification", () => ({
  useGetNotificationInfoQuery: () => calls.list,
  useGetNotificationUnreadCountQuery: () => ({ data: { unread_count: 1 } }),
  useMarkNotificationReadMutation: () => [calls.markOne, { isLoading: false }],
  useMarkAllNotificationReadMutation: () => [calls.markAll, { isLoading: false }],
  useLazyExportNotificationInfoQuery: () => [calls.exportList, { isFetching: false }],
}));
// The session as an agency manager's (no payment pages).
vi.mock("@agent-portal/app-runtime/store/hooks", () => ({ useAppSelector: () => guardUserOf(PROFILES.agencyManager) }));

const texts = en.notification;
const answer = (list: unknown[]) => ({ list, total: list.length, unread_count: 1 });

const renderPage = (url = "/notification") => renderScreen(<NotificationPage />, url);

beforeEach(() => {
  Object.assign(calls.list, { isLoading: false, isFetching: false, isError: false, data: undefined, currentData: undefined, error: undefined });
  calls.list.refetch.mockReset();
  calls.markOne.mockReset();
  calls.markAll.mockReset();
  calls.exportList.mockReset();
});

describe("NotificationPage", () => {
  it("shows the table as loading while the first page loads", async () => {
    Object.assign(calls.list, { isLoading: true, isFetching: true });
    await renderPage();
    await waitFor(() => expect(screen.getByRole("table", { name: texts.list })).toHaveAttribute("aria-busy", "true"));
  });

  it("says there are no notifications yet, and that nothing matches when filters are set", async () => {
    Object.assign(calls.list, { data: answer([]), currentData: answer([]) });
    const first = await renderPage();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    first.unmount();
    await renderPage("/notification?state=unread");
    expect(await screen.findByText(en.shared.list.emptyFiltered)).toBeInTheDocument();
  });

  it("shows a failed load's message with Try again in place of the rows, which asks again", async () => {
    Object.assign(calls.list, { isError: true, error: { kind: "network" } });
    await renderPage();
    expect(await screen.findByRole("alert")).not.toBeEmptyDOMElement();
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    expect(calls.list.refetch).toHaveBeenCalledTimes(1);
  });

  it("shows each notice's state and type, links what the user may open, and says what they no longer may", async () => {
    const rows = [
      createMockNotice({ notice_id: "1", title: "May payouts issued", type: 4, link_url: "/agent/payment/action-log" }),
      createMockNotice({ notice_id: "2", title: "Recruitment policy", type: 2, link_url: "/agent/broadcaster/recheck-list", read: 1, read_time: 1 }),
    ];
    Object.assign(calls.list, { data: answer(rows), currentData: answer(rows) });
    await renderPage();
    const table = await screen.findByRole("table", { name: texts.list });
    const payout = within(table).getByRole("row", { name: /May payouts issued/ });
    expect(within(payout).getByText(texts.state.unread)).toBeInTheDocument();
    expect(within(payout).getByText(texts.type["4"])).toBeInTheDocument();
    expect(within(payout).getByText(`You can no longer open ${en.route.PaymentActionLog}`)).toBeInTheDocument();
    expect(within(payout).queryByRole("link")).toBeNull();
    const policy = within(table).getByRole("row", { name: /Recruitment policy/ });
    expect(within(policy).getByText(texts.state.read)).toBeInTheDocument();
    expect(within(policy).getByRole("link")).toHaveAttribute("href", "/broadcaster/recheck-list");
    expect(within(policy).queryByRole("button", { name: /Mark as read/ })).toBeNull();
    await userEvent.click(within(payout).getByRole("button", { name: "Mark as read: May payouts issued" }));
    expect(calls.markOne).toHaveBeenCalledWith({ notice_id: "1" });
  });

  it("exports the filtered set on the server: the type and read state of the URL, no page", async () => {
    Object.assign(calls.list, { data: answer([]), currentData: answer([]) });
    calls.exportList.mockReturnValue({ unwrap: () => Promise.resolve({ url: "https://sandbox.test/sandbox/files/n.csv", expire_time: 1 }) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    await renderPage("/notification?type=4&state=unread&page=2");
    await userEvent.click(await screen.findByRole("button", { name: en.shared.list.export }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.exportList).toHaveBeenCalledWith({ type: 4, read: 0 }, false);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("notifications.csv");
    click.mockRestore();
  });
});
