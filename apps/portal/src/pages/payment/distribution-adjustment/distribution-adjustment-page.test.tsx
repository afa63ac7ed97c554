/**
 * The distribution adjustment screen against MSW (the real store, transport and hooks; only the
 * network is answered here): the list with signed beans, references, balances and correction
 * links; the form's checks before anything is sent; one key per opened form, kept over a refusal
 * and a reload; the look-up by key after a lost answer; a correction as the exact opposite.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockAdjustment } from "@agent-portal/api-client/mocks/payment-records";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { ok, refuse, setupPaymentApi } from "#pages/payment/shared/testing/payment-api.ts";
import { ADJUSTMENT_DRAFT } from "./adjustment-form.ts";
import DistributionAdjustmentPage from "./distribution-adjustment-page.tsx";

const texts = en.payment.adjustment;

const first = createMockAdjustment();
const corrected = createMockAdjustment({
  adjustment_id: "30",
  amount_beans: -40,
  line: 0,
  bigo_id: "",
  corrected_by_id: "32",
  balance_before: 4_999_710,
  balance_after: 4_999_750,
});
const posted = createMockAdjustment({ adjustment_id: "33", amount_beans: -120, balance_before: 4_999_750, balance_after: 4_999_870, idempotency_key: "k" });

const { calls, answerCall } = setupPaymentApi((call) => {
  if (call === "PaymentAgencyBeansBalance") return ok({ balance_beans: 4_999_750 });
  if (call === "PaymentAgencyDistributionAdjustmentList") return ok({ list: [first, corrected], total: 2 });
  if (call === "PaymentAgencyDistributionAdjustmentGet") return refuse(38026);
  return ok(posted);
});
const dialog = () => screen.getByRole("dialog");
const fill = async (label: string, value: string) => {
  const field = within(dialog()).getByLabelText(label, { exact: false });
  await userEvent.clear(field);
  if (value !== "") await userEvent.type(field, value);
};
const openNew = async () => {
  await userEvent.click(await screen.findByRole("button", { name: texts.open }));
  await within(dialog()).findByText("4,999,750 beans");
};

describe("DistributionAdjustmentPage", () => {
  it("lists adjustments with their reference, signed beans, balances and correction link; only an uncorrected one can be corrected", async () => {
    await renderWithApi(<DistributionAdjustmentPage />, "/payment/distribution-adjustment?batch=7");
    const table = await screen.findByRole("table", { name: "Distribution adjustment" });
    await within(table).findByText("Batch 7, line 2");
    const [, one, two] = within(table).getAllByRole("row");
    expect(one).toHaveTextContent("Batch 7, line 2");
    expect(one).toHaveTextContent("+250");
    expect(one).toHaveTextContent("5,000,000");
    expect(one).toHaveTextContent("4,999,750");
    expect(two).toHaveTextContent("Batch 7");
    expect(two).toHaveTextContent("-40");
    expect(two).toHaveTextContent("Corrected by 32");
    expect(within(one as HTMLElement).getByRole("button", { name: "Correct adjustment 31" })).toBeInTheDocument();
    expect(within(two as HTMLElement).queryByRole("button", { name: /Correct/ })).toBeNull();
    expect(within(table).queryByRole("button", { name: /Edit|Delete/ })).toBeNull();
    expect(calls("PaymentAgencyDistributionAdjustmentList")[0]?.body).toMatchObject({ batch_id: "7", page: 1 });
  });

  it("checks the form before sending: a reference, whole non-zero beans and a reason", async () => {
    await renderWithApi(<DistributionAdjustmentPage />, "/payment/distribution-adjustment");
    await openNew();
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    expect(await within(dialog()).findByText(texts.error.batchId)).toBeInTheDocument();
    expect(within(dialog()).getByText(texts.error.amount.empty)).toBeInTheDocument();
    expect(within(dialog()).getByText(texts.error.reason)).toBeInTheDocument();
    await fill(texts.amount, "12.5");
    expect(await within(dialog()).findByText(texts.error.amount.notWhole)).toBeInTheDocument();
    await fill(texts.amount, "5000000");
    expect(await within(dialog()).findByText(texts.belowZero)).toBeInTheDocument();
    expect(calls("PaymentAgencyDistributionAdjust")).toHaveLength(0);
  });

  it("posts with the form's key, shows the balance after, and keeps everything typed and the key through a refusal", async () => {
    answerCall("PaymentAgencyDistributionAdjust", (_body, count) => (count === 1 ? refuse(38030) : ok(posted)));
    await renderWithApi(<DistributionAdjustmentPage />, "/payment/distribution-adjustment");
    await openNew();
    await fill(texts.batchId, "7");
    await fill(texts.line, "2");
    await fill(texts.amount, "-120");
    await fill(texts.reason, "Paid twice for the event");
    expect(within(dialog()).getByText("Balance after").nextElementSibling).toHaveTextContent("4,999,870 beans");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    expect(await within(dialog()).findByText(en.errors.api["/PaymentAgencyDistributionAdjust"]["38030"])).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(texts.amount, { exact: false })).toHaveValue("-120");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [one, two] = calls("PaymentAgencyDistributionAdjust").map((c) => c.body);
    expect(one).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      batch_id: "7",
      line: 2,
      amount_beans: -120,
      reason: "Paid twice for the event",
      corrects_id: "",
    });
    expect(two?.idempotency_key).toBe(one?.idempotency_key);
    expect(window.sessionStorage.getItem(ADJUSTMENT_DRAFT)).toBeNull();
  });

  it("after a lost answer looks the adjustment up by its key: found, it is done; not found, it says so and the same key is sent again", async () => {
    answerCall("PaymentAgencyDistributionAdjust", () => new HttpResponse(null, { status: 503 }));
    answerCall("PaymentAgencyDistributionAdjustmentGet", (_body, count) => (count === 1 ? refuse(38026) : ok(posted)));
    await renderWithApi(<DistributionAdjustmentPage />, "/payment/distribution-adjustment");
    await openNew();
    await fill(texts.batchId, "7");
    await fill(texts.amount, "60");
    await fill(texts.reason, "Bonus");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    expect(await within(dialog()).findByText(texts.lost)).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const keys = [...calls("PaymentAgencyDistributionAdjust"), ...calls("PaymentAgencyDistributionAdjustmentGet")].map((c) => c.body.idempotency_key);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("corrects an adjustment with its exact opposite and reference, which cannot be changed", async () => {
    await renderWithApi(<DistributionAdjustmentPage />, "/payment/distribution-adjustment");
    await userEvent.click(await screen.findByRole("button", { name: "Correct adjustment 31" }));
    expect(within(dialog()).getByRole("heading", { name: "Correct adjustment 31" })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(texts.amount, { exact: false })).toHaveValue("-250");
    expect(within(dialog()).getByLabelText(texts.amount, { exact: false })).toHaveAttribute("readonly");
    await fill(texts.reason, "Entered twice");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("PaymentAgencyDistributionAdjust")[0]?.body).toMatchObject({ batch_id: "7", line: 2, amount_beans: -250, corrects_id: "31", reason: "Entered twice" });
  });

  it("reopens an unsent draft after a reload with what was typed and the same key", async () => {
    window.sessionStorage.setItem(
      ADJUSTMENT_DRAFT,
      JSON.stringify({ key: "kept-key-0001", values: { batch_id: "7", line: "", amount: "75", reason: "Late bonus", corrects_id: "" } }),
    );
    await renderWithApi(<DistributionAdjustmentPage />, "/payment/distribution-adjustment");
    expect(await within(await screen.findByRole("dialog")).findByLabelText(texts.amount, { exact: false })).toHaveValue("75");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("PaymentAgencyDistributionAdjust")[0]?.body).toMatchObject({ idempotency_key: "kept-key-0001", amount_beans: 75 });
  });
});
