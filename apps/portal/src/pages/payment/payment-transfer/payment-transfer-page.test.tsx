/**
 * The payment transfer screen against MSW (the real store, transport and hooks; only the network
 * is answered here): the receiver echoed by the server and a blacklisted one refused before the
 * review; the amount against the limits with the fee; the review's notice; one key per form, kept
 * over a refusal and a reload; the look-up by key after a lost answer, never a second send when
 * the transfer is found; the result with its reference number.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockPaymentTransfer } from "@agent-portal/api-client/mocks/payment-records";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { ok, refuse, setupPaymentApi } from "#pages/payment/shared/testing/payment-api.ts";
import PaymentTransferPage from "./payment-transfer-page.tsx";
import { TRANSFER_DRAFT } from "./transfer-draft.ts";

const texts = en.payment.transfer;
const URL = "/payment/payment-transfer";

const mia = { uid: "3000000001", bigo_id: "anchor_mia", nick_name: "Mia", blacklisted_since: 0, blacklist_reason: "" };
const rex = { uid: "3000000009", bigo_id: "anchor_rex", nick_name: "Rex", blacklisted_since: Date.UTC(2026, 10, 1) / 1000, blacklist_reason: "Chargeback" };
const cfg = { min_beans: 100, max_beans: 1_000_000, fee_basis_points: 100, balance_beans: 5_000_000 };
const sentTransfer = createMockPaymentTransfer();

const { calls, answerCall } = setupPaymentApi((call, body) => {
  if (call === "PaymentAgencyTransferCfg") return ok(cfg);
  if (call === "PaymentAgencyTransferReceiver") return body.bigo_id === "anchor_rex" ? ok(rex) : body.bigo_id === "anchor_mia" ? ok(mia) : refuse(38031);
  if (call === "PaymentAgencyTransferGet") return refuse(38033);
  return ok({ ...sentTransfer, idempotency_key: body.idempotency_key });
});

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const type = async (label: string, value: string) => {
  await userEvent.clear(field(label));
  if (value !== "") await userEvent.type(field(label), value);
};
const button = (name: string) => screen.getByRole("button", { name });
const findReceiver = async (id: string) => {
  await type(texts.receiverId, id);
  await userEvent.click(button(texts.find));
};
/** Receiver Mia, an amount of 1,001 beans, and on to the review. */
const reachReview = async () => {
  await renderWithApi(<PaymentTransferPage />, URL);
  await findReceiver("anchor_mia");
  await screen.findByText("Mia");
  await userEvent.click(button(texts.next));
  await type(texts.amount, "1001");
  await userEvent.click(button(texts.next));
  await screen.findByText(texts.irreversible);
};

describe("PaymentTransferPage", () => {
  it("echoes the receiver's name, and refuses a blacklisted one before the review with since when and why", async () => {
    await renderWithApi(<PaymentTransferPage />, URL);
    await userEvent.click(await screen.findByRole("button", { name: texts.find }));
    expect(await screen.findByText(texts.error.receiverEmpty)).toBeInTheDocument();
    await findReceiver("no body");
    expect(await screen.findByText(en.shared.bigoId.invalid)).toBeInTheDocument();
    await findReceiver("nobody");
    expect(await screen.findByText(en.errors.api["/PaymentAgencyTransferReceiver"]["38031"])).toBeInTheDocument();

    await findReceiver("anchor_rex");
    expect(await screen.findByText(/^Blacklisted since .*2026.*: Chargeback$/)).toBeInTheDocument();
    expect(screen.getByText(texts.blacklisted)).toBeInTheDocument();
    expect(button(texts.next)).toBeDisabled();

    await findReceiver("anchor_mia");
    expect(await screen.findByText("Mia")).toBeInTheDocument();
    expect(screen.getByText(texts.confirmReceiver)).toBeInTheDocument();
    expect(button(texts.next)).toBeEnabled();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(texts.step.receiver);
  });

  it("checks the amount against the limits and shows the fee, the total and the balance after", async () => {
    await renderWithApi(<PaymentTransferPage />, URL);
    await findReceiver("anchor_mia");
    await screen.findByText("Mia");
    await userEvent.click(button(texts.next));
    expect(await screen.findByText("Whole beans, from 100 beans to 1,000,000 beans.")).toBeInTheDocument();
    expect(screen.getByText("Fee: 1% of the amount, rounded up to whole beans, paid by the agency on top.")).toBeInTheDocument();
    await type(texts.amount, "12.5");
    await userEvent.click(button(texts.next));
    expect(await screen.findByText(texts.error.amount.notWhole)).toBeInTheDocument();
    await type(texts.amount, "99");
    expect(await screen.findByText("At least 100 beans.")).toBeInTheDocument();
    await type(texts.amount, "1001");
    expect(screen.getByText(texts.fee).nextElementSibling).toHaveTextContent("11 beans");
    expect(screen.getByText(texts.total).nextElementSibling).toHaveTextContent("1,012 beans");
    expect(screen.getByText(texts.balanceAfter).nextElementSibling).toHaveTextContent("4,998,988 beans");
    expect(calls("PaymentAgencyTransferSubmit")).toHaveLength(0);
  });

  it("reviews with the cannot-be-reversed notice, sends once with the form's key, and shows the reference number", async () => {
    await reachReview();
    expect(screen.getByText(texts.balanceChange).nextElementSibling).toHaveTextContent("5,000,000 beans → 4,998,988 beans");
    await userEvent.dblClick(button(texts.send));
    expect(await screen.findByText(`Transfer sent. Reference number: ${sentTransfer.reference_no}`)).toBeInTheDocument();
    expect(calls("PaymentAgencyTransferSubmit").map((c) => c.body)).toEqual([
      { idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown, receiver_bigo_id: "anchor_mia", amount_beans: 1001 },
    ]);
    expect(window.sessionStorage.getItem(TRANSFER_DRAFT)).toBeNull();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent(texts.step.result);
  });

  it("keeps everything typed and the key through a refusal", async () => {
    answerCall("PaymentAgencyTransferSubmit", (_body, count) => (count === 1 ? refuse(38030) : ok(sentTransfer)));
    await reachReview();
    await userEvent.click(button(texts.send));
    expect(await screen.findByText(en.errors.api["/PaymentAgencyTransferSubmit"]["38030"])).toBeInTheDocument();
    const kept = JSON.parse(window.sessionStorage.getItem(TRANSFER_DRAFT) ?? "{}") as { key: string; values: unknown };
    expect(kept.values).toEqual({ bigo_id: "anchor_mia", amount: "1001", step: "review" });
    await userEvent.click(button(texts.back));
    expect(field(texts.amount)).toHaveValue("1001");
    await userEvent.click(button(texts.next));
    await userEvent.click(await screen.findByRole("button", { name: texts.send }));
    await screen.findByText(`Transfer sent. Reference number: ${sentTransfer.reference_no}`);
    const keys = calls("PaymentAgencyTransferSubmit").map((c) => c.body.idempotency_key);
    expect(keys).toEqual([kept.key, kept.key]);
  });

  it("after a lost answer looks the transfer up by its key and, found, shows it without sending again", async () => {
    answerCall("PaymentAgencyTransferSubmit", () => new HttpResponse(null, { status: 503 }));
    answerCall("PaymentAgencyTransferGet", () => ok(sentTransfer));
    await reachReview();
    await userEvent.click(button(texts.send));
    expect(await screen.findByText(`Transfer sent. Reference number: ${sentTransfer.reference_no}`)).toBeInTheDocument();
    expect(calls("PaymentAgencyTransferSubmit")).toHaveLength(1);
    expect(calls("PaymentAgencyTransferGet")[0]?.body).toEqual({ idempotency_key: calls("PaymentAgencyTransferSubmit")[0]?.body.idempotency_key });
  });

  it("when the look-up finds nothing yet, says so, closes Back and lets the status be checked again", async () => {
    answerCall("PaymentAgencyTransferSubmit", () => new HttpResponse(null, { status: 502 }));
    answerCall("PaymentAgencyTransferGet", (_body, count) => (count === 1 ? refuse(38033) : ok(sentTransfer)));
    await reachReview();
    await userEvent.click(button(texts.send));
    expect(await screen.findByText(texts.lost)).toBeInTheDocument();
    expect(button(texts.back)).toBeDisabled();
    await userEvent.click(button(texts.check));
    expect(await screen.findByText(`Transfer sent. Reference number: ${sentTransfer.reference_no}`)).toBeInTheDocument();
    expect(calls("PaymentAgencyTransferSubmit")).toHaveLength(1);
    expect(calls("PaymentAgencyTransferGet")).toHaveLength(2);
  });

  it("reopens a kept draft after a reload at its step, with the receiver looked up again", async () => {
    window.sessionStorage.setItem(TRANSFER_DRAFT, JSON.stringify({ key: "kept-key-0001", values: { bigo_id: "anchor_mia", amount: "250", step: "amount" } }));
    await renderWithApi(<PaymentTransferPage />, URL);
    expect(await screen.findByLabelText(texts.amount, { exact: false })).toHaveValue("250");
    await userEvent.click(button(texts.next));
    await userEvent.click(await screen.findByRole("button", { name: texts.send }));
    await screen.findByText(`Transfer sent. Reference number: ${sentTransfer.reference_no}`);
    expect(calls("PaymentAgencyTransferSubmit")[0]?.body).toEqual({ idempotency_key: "kept-key-0001", receiver_bigo_id: "anchor_mia", amount_beans: 250 });
  });

  it("reopened at the review, asks by the key first and shows a transfer that went through, sending nothing", async () => {
    answerCall("PaymentAgencyTransferGet", () => ok(sentTransfer));
    window.sessionStorage.setItem(TRANSFER_DRAFT, JSON.stringify({ key: "kept-key-0002", values: { bigo_id: "anchor_mia", amount: "1001", step: "review" } }));
    await renderWithApi(<PaymentTransferPage />, URL);
    expect(await screen.findByText(`Transfer sent. Reference number: ${sentTransfer.reference_no}`)).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(TRANSFER_DRAFT)).toBeNull());
    expect(calls("PaymentAgencyTransferSubmit")).toHaveLength(0);
  });
});
