/**
 * The agency's submission for a broadcaster (AnchorSubmitAnchorPayment with `anchor_uid`) against
 * MSW: the payout configuration and the broadcaster's last submission above the shared bank
 * fields, a malformed BIC refused before sending with the input kept, the server's refusal
 * translated with the input kept, a valid submission sent once naming the broadcaster, and
 * nothing to send while their submission is under review.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockPaymentBroadcaster, createMockPaymentCfg, createMockPaymentInfo } from "@agent-portal/api-client/mocks/live-agent-service";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { ok, refuse, setupPaymentApi } from "#pages/payment/shared/testing/payment-api.ts";
import { SubmitPaymentDialog } from "./submit-payment-dialog.tsx";

const texts = en.payment.bankInfo;
const BROADCASTER = createMockPaymentBroadcaster({ anchor_uid: "900001", bigo_id: "anchor.1", nick_name: "Dewi Lestari" });
const api = setupPaymentApi((path) => {
  if (path === "GetPaymentCfg") return ok(createMockPaymentCfg());
  if (path === "GetAnchorSubmittedAnchorPayment") return ok({ payment: createMockPaymentInfo({ account_no_masked: "*********4321", status: 2 }) });
  return ok(createMockPaymentInfo({ status: 1 }));
});

const dialog = () => screen.getByRole("dialog", { name: "Payment info of Dewi Lestari" });
const fill = async (label: string, value: string) => {
  const field = within(dialog()).getByLabelText(label, { exact: false });
  await userEvent.clear(field);
  await userEvent.type(field, value);
};
const fillValid = async () => {
  await fill(texts.field.accountName, "Dewi Lestari");
  await fill(texts.field.accountNo, "8800 1234 5678");
  await fill(texts.field.bankName, "Bank Central Asia");
  await fill(texts.field.bankCode, "CENAIDJA");
};
const open = async (onClose = vi.fn()) => {
  await renderWithApi(<SubmitPaymentDialog broadcaster={BROADCASTER} onClose={onClose} />, "/payment/broadcaster-payment/by-beans");
  await within(dialog()).findByText("$50,000.00");
  return onClose;
};

describe("SubmitPaymentDialog", () => {
  it("shows the payout configuration and the broadcaster's last submission with its status above the form", async () => {
    await open();
    expect(within(dialog()).getByText("$10.00")).toBeInTheDocument();
    expect(await within(dialog()).findByText("*********4321")).toBeInTheDocument();
    expect(within(dialog()).getByText(en.payment.status[2])).toBeInTheDocument();
    expect(api.calls("GetAnchorSubmittedAnchorPayment").map((c) => c.body)).toEqual([{ anchor_uid: "900001" }]);
  });

  it("refuses a malformed SWIFT/BIC before sending and keeps what was typed", async () => {
    await open();
    await fillValid();
    await fill(texts.field.bankCode, "CENA");
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    expect(await within(dialog()).findByText(texts.error.bank_code.bicInvalid)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(texts.field.accountNo, { exact: false })).toHaveValue("8800 1234 5678");
    expect(api.calls("AnchorSubmitAnchorPayment")).toHaveLength(0);
  });

  it("shows the server's refusal translated and keeps the form", async () => {
    api.answerCall("AnchorSubmitAnchorPayment", () => refuse(38006));
    await open();
    await fillValid();
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    expect(await within(dialog()).findByText(en.errors.api["/AnchorSubmitAnchorPayment"]["38006"])).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(texts.field.accountName, { exact: false })).toHaveValue("Dewi Lestari");
  });

  it("sends a valid submission once, naming the broadcaster, and closes", async () => {
    const onClose = await open();
    await fillValid();
    await userEvent.click(within(dialog()).getByRole("button", { name: texts.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.calls("AnchorSubmitAnchorPayment").map((c) => c.body)).toEqual([
      {
        method_type: 1,
        bank_country: "ID",
        account_name: "Dewi Lestari",
        account_no: "8800 1234 5678",
        bank_name: "Bank Central Asia",
        bank_code: "CENAIDJA",
        anchor_uid: "900001",
      },
    ]);
  });

  it("offers nothing to send while the broadcaster's submission is under review", async () => {
    api.answerCall("GetAnchorSubmittedAnchorPayment", () => ok({ payment: createMockPaymentInfo({ status: 1 }) }));
    await open();
    expect(await within(dialog()).findByText(en.payment.broadcasterPayment.submit.underReview)).toBeInTheDocument();
    expect(within(dialog()).getByRole("button", { name: texts.submit })).toBeDisabled();
  });
});
