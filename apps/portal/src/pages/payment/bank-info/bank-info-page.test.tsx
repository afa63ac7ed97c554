/**
 * The bank-info tab against MSW (the real store, transport and hooks; only the network is answered
 * here): the payout configuration in the currency's digits, the last submission masked with its
 * status, the bank country's formats checked before anything is sent (the input kept), a server
 * refusal shown with what was typed kept, a valid change sent once, and the closed window read-only
 * with the next window's date.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockPaymentCfg, createMockPaymentInfo } from "@agent-portal/api-client/mocks/live-agent-service";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import BankInfoPage from "./bank-info-page.tsx";

const texts = en.payment.bankInfo;
const BASE = "http://api.test/api/live_agent_service";
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: "", data });
type Body = Record<string, unknown>;

const cfg = (open: 0 | 1) => {
  const base = createMockPaymentCfg();
  return { ...base, window: { ...base.window, open } };
};
let open: 0 | 1 = 1;
let refuseWith: number | null = null;
const sent: { path: string; body: Body }[] = [];
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  open = 1;
  refuseWith = null;
  server.use(
    http.post(`${BASE}/:call`, async ({ request, params }) => {
      const body = (await request.json()) as Body;
      sent.push({ path: String(params.call), body });
      if (params.call === "GetPaymentCfg") return ok(cfg(open));
      if (params.call === "GetAgentSubmittedAgentPayment") return ok({ payment: createMockPaymentInfo({ account_no_masked: "*********0123" }) });
      if (params.call === "GetAgentSubmittedAgentPaymentHistory") return ok({ list: [], total: 0 });
      if (refuseWith !== null) return HttpResponse.json({ code: refuseWith, msg: "refused", data: null });
      return ok(createMockPaymentInfo({ status: 1 }));
    }),
  );
});

const submits = () => sent.filter((s) => s.path === "AgentSubmitAgentPayment");
const form = () => screen.getByRole("form", { name: texts.changeTitle });
const fill = async (label: string, value: string) => {
  const field = within(form()).getByLabelText(label, { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, value);
};
const openForm = async () => {
  await userEvent.click(await screen.findByRole("button", { name: texts.change }));
  await fill(texts.field.accountName, "Budi Santoso");
  await fill(texts.field.bankName, "Bank Central");
  await fill(texts.field.bankCode, "CENAIDJA");
};

describe("BankInfoPage", () => {
  it("shows the payout configuration above the form and the last submission masked with its status", async () => {
    await renderWithApi(<BankInfoPage />, "/payment/agency-payment/bank-info");
    expect(await screen.findByText("$10.00")).toBeInTheDocument();
    expect(screen.getByText("$50,000.00")).toBeInTheDocument();
    expect(screen.getByText("210 beans = $1.00")).toBeInTheDocument();
    expect(screen.getByText("1.5 %")).toBeInTheDocument();
    expect(await screen.findByText("*********0123")).toBeInTheDocument();
    expect(screen.getByText(en.payment.status[2])).toBeInTheDocument();
  });

  it("refuses an account number in the wrong format before sending and keeps what was typed", async () => {
    await renderWithApi(<BankInfoPage />, "/payment/agency-payment/bank-info");
    await openForm();
    await fill(texts.field.accountNo, "12345");
    await userEvent.click(within(form()).getByRole("button", { name: texts.submit }));
    expect(await within(form()).findByText(texts.error.account_no.localFormat)).toBeInTheDocument();
    expect(within(form()).getByLabelText(texts.field.accountNo, { exact: false })).toHaveValue("12345");
    expect(submits()).toHaveLength(0);
  });

  it("shows the server's refusal (holder not the verified name) and keeps the form", async () => {
    refuseWith = 38036;
    await renderWithApi(<BankInfoPage />, "/payment/agency-payment/bank-info");
    await openForm();
    await fill(texts.field.accountNo, "1234 5678 9012");
    await userEvent.click(within(form()).getByRole("button", { name: texts.submit }));
    expect(await within(form()).findByText(en.errors.api["/AgentSubmitAgentPayment"]["38036"])).toBeInTheDocument();
    expect(within(form()).getByLabelText(texts.field.accountName, { exact: false })).toHaveValue("Budi Santoso");
    expect(submits().map((s) => s.body)).toEqual([
      { method_type: 1, bank_country: "ID", account_name: "Budi Santoso", account_no: "1234 5678 9012", bank_name: "Bank Central", bank_code: "CENAIDJA" },
    ]);
  });

  it("sends a valid change once and closes the form", async () => {
    await renderWithApi(<BankInfoPage />, "/payment/agency-payment/bank-info");
    await openForm();
    await fill(texts.field.accountNo, "1234567890123");
    await userEvent.click(within(form()).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(screen.queryByRole("form", { name: texts.changeTitle })).toBeNull());
    expect(submits()).toHaveLength(1);
  });

  it("is read-only after the cut-off, with the next window's date", async () => {
    open = 0;
    await renderWithApi(<BankInfoPage />, "/payment/agency-payment/bank-info");
    expect(await screen.findByText(/The next window opens on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: texts.change })).toBeNull();
  });
});
