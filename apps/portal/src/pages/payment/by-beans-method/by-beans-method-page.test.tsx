/**
 * The by-beans method screen against MSW (the real store, transport and hooks; only the network
 * is answered here): the list with beans and fee, the form's checks before anything is sent, an
 * add sending integers with a broadcaster found by the picker's search, a deletion refused by the server (38035) with its message while the method
 * stays, and the user-action codes reported in the order the user acted.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { userInfoReceived } from "@agent-portal/session/session-slice";
import { createTestLoginUser } from "@agent-portal/session/test-support";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMockBroadcaster } from "@agent-portal/api-client/mocks/broker";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import ByBeansMethodPage from "./by-beans-method-page.tsx";

const tracked = vi.hoisted(() => [] as { event: string; props: unknown }[]);
vi.mock("@agent-portal/app-runtime/telemetry", () => ({
  trackEvent: (event: string, props: unknown) => tracked.push({ event, props }),
}));

const texts = en.payment.byBeansMethod;
const BASE = "http://api.test/api/live_agent_service";
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: "", data });
type Body = Record<string, unknown>;

const weekly = {
  method_id: "1",
  name: "Weekly beans",
  min_beans: 5_000,
  fee_bp: 250,
  anchor_uids: ["1001", "1002"],
  status: 1,
  create_time: 1_763_000_000,
  update_time: 1_763_600_000,
};
const sent: { path: string; body: Body }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  tracked.length = 0;
  server.use(
    http.post("http://api.test/api/broker/QryAnchorList", () =>
      HttpResponse.json({ code: 1, msg: "", data: { list: [createMockBroadcaster({ anchor_uid: "1003", bigo_id: "sari.live", nick_name: "Sari" })], total: 1 } }),
    ),
    http.post(`${BASE}/:call`, async ({ request, params }) => {
      const body = (await request.json()) as Body;
      sent.push({ path: String(params.call), body });
      if (params.call === "PaymentAgencyByBeansMethodList") return ok({ list: [weekly], total: 1 });
      if (params.call === "PaymentAgencyByBeansMethodDelete") return HttpResponse.json({ code: 38035, msg: "in use", data: null });
      return ok({ ...weekly, ...body, method_id: "2" });
    }),
  );
});

const calls = (path: string) => sent.filter((s) => s.path === path);
const dialog = () => screen.getByRole("dialog");
const render = async () => {
  const rendered = await renderWithApi(<ByBeansMethodPage />, "/payment/by-beans-method");
  act(() => {
    rendered.store.dispatch(userInfoReceived(createTestLoginUser({ subRole: 2 })));
  });
  return rendered;
};

describe("ByBeansMethodPage", () => {
  it("lists the methods with their smallest payout in beans, the fee in percent and the broadcaster count", async () => {
    await render();
    const table = await screen.findByRole("table", { name: "By-beans method" });
    const row = (await within(table).findByText("Weekly beans")).closest('[role="row"]');
    expect(row).toHaveTextContent("5,000 beans");
    expect(row).toHaveTextContent("2.5 %");
    expect(row).toHaveTextContent(texts.status[1]);
  });

  it("checks the form before sending, then adds a method in whole beans and basis points", async () => {
    await render();
    await userEvent.click(await screen.findByRole("button", { name: texts.add }));
    await userEvent.type(within(dialog()).getByLabelText(texts.column.minBeans, { exact: false }), "12.5");
    await userEvent.type(within(dialog()).getByLabelText(texts.column.fee, { exact: false }), "60");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.save }));
    expect(await within(dialog()).findByText(texts.error.name)).toBeInTheDocument();
    expect(within(dialog()).getByText(texts.error.minBeans)).toBeInTheDocument();
    expect(within(dialog()).getByText(texts.error.fee)).toBeInTheDocument();
    expect(calls("PaymentAgencyByBeansMethodAdd")).toHaveLength(0);

    await userEvent.type(within(dialog()).getByLabelText(texts.column.name, { exact: false }), "Monthly");
    const min = within(dialog()).getByLabelText(texts.column.minBeans, { exact: false });
    await userEvent.clear(min);
    await userEvent.type(min, "10000");
    const fee = within(dialog()).getByLabelText(texts.column.fee, { exact: false });
    await userEvent.clear(fee);
    await userEvent.type(fee, "1.75");
    // Any of the agency's broadcasters, found as you type (the broadcaster list's search), added with Enter.
    await userEvent.type(within(dialog()).getByRole("combobox", { name: texts.column.broadcasters }), "Sa");
    await within(dialog()).findByRole("option", { name: /Sari/ });
    await userEvent.keyboard("{Enter}");
    expect(await within(dialog()).findByRole("button", { name: "Remove Sari" })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("PaymentAgencyByBeansMethodAdd").map((c) => c.body)).toEqual([{ name: "Monthly", min_beans: 10_000, fee_bp: 175, anchor_uids: ["1003"], status: 1 }]);
  });

  it("shows the server's refusal to delete a method in use and keeps the method", async () => {
    await render();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Weekly beans" }));
    expect(within(dialog()).getByText("Its 2 broadcasters go back to money payment. This cannot be undone.")).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.delete }));
    expect(await within(dialog()).findByText(en.errors.api["/PaymentAgencyByBeansMethodDelete"]["38035"])).toBeInTheDocument();
    expect(calls("PaymentAgencyByBeansMethodDelete").map((c) => c.body)).toEqual([{ method_id: "1" }]);
    expect(screen.getByRole("table", { name: "By-beans method", hidden: true })).toHaveTextContent("Weekly beans");
  });

  it("reports exposure with the role, then click, add, ok and cancel in the order they happen", async () => {
    await render();
    await userEvent.click(await screen.findByRole("button", { name: texts.add }));
    await userEvent.click(within(dialog()).getByRole("button", { name: en.common.cancel }));
    await userEvent.click(screen.getByRole("button", { name: "Edit Weekly beans" }));
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(tracked).toEqual([
      { event: "payment_user_action", props: { action: 1, role: 2 } },
      { event: "payment_user_action", props: { action: 3 } },
      { event: "payment_user_action", props: { action: 5 } },
      { event: "payment_user_action", props: { action: 2 } },
      { event: "payment_user_action", props: { action: 4 } },
    ]);
  });
});
