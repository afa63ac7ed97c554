/**
 * The distribution upload screen's states against MSW (the real store, transport and hooks; only
 * the network is answered here): a file's cells sent as typed, the preview with its counts, money
 * and rejected rows, a file without the columns, the large-batch tick and the same-file link, one
 * confirm for a double click, the status look-up after a lost confirm, the preview reopened from
 * the URL, and a failed preview kept for a retry.
 */
import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { DistributionBatchStatus, DistributionRowState } from "@agent-portal/api-client/enums";
import { createMockDistributionBatch } from "@agent-portal/api-client/mocks/payment-records";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { createMockPaymentCfg } from "@agent-portal/api-client/mocks/live-agent-service";
import { describe, expect, it } from "vitest";

import { renderWithApi } from "#shared/testing/render-with-api.tsx";
import { LAS_BASE as BASE, ok, setupPaymentApi } from "#pages/payment/shared/testing/payment-api.ts";
import DistributionUploadPage from "./distribution-upload-page.tsx";

const texts = en.payment.distribution;

const previewed = createMockDistributionBatch();
const confirmed = createMockDistributionBatch({
  status: DistributionBatchStatus.Confirmed,
  counts: { total: 1, valid: 0, invalid: 0, credited: 1, failed: 0, pending: 0 },
  confirm_time: 1_800_000_000,
  rows: [{ ...previewed.rows[0], state: DistributionRowState.Credited } as (typeof previewed.rows)[number]],
});
const allValid = createMockDistributionBatch({
  counts: { total: 1, valid: 1, invalid: 0, credited: 0, failed: 0, pending: 0 },
  rows: confirmed.rows.map((r) => ({ ...r, state: DistributionRowState.Valid })),
});

const { server, calls, answerCall } = setupPaymentApi((call) => {
  if (call === "GetPaymentCfg") return ok(createMockPaymentCfg({ methods: [] }));
  return call === "PaymentAgencyDistributionPreview" || call === "PaymentAgencyDistributionGet" ? ok(previewed) : ok(confirmed);
});

const csv = (text: string, name = "november.csv") => new File([text], name, { type: "text/csv" });
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error("no file input");
  return input;
};

describe("DistributionUploadPage", () => {
  it("sends each cell as typed and shows the preview: counts, beans, currency, balance, the rule and each rejected row", async () => {
    const { container } = await renderWithApi(<DistributionUploadPage />, "/payment/distribution-upload");
    // A byte-order mark, `;` as delimiter, the columns in another order, a decimal comma, a trailing empty line.
    await userEvent.upload(fileInput(container), csv("\uFEFFnote;amount_beans;bigo_id\nbonus;1500;anchor_mia\n;12,5;anchor_zoe\n\n"));
    await screen.findByRole("heading", { name: "Preview of november.csv" });
    const [preview] = calls("PaymentAgencyDistributionPreview");
    expect(preview?.body).toMatchObject({
      file_name: "november.csv",
      rows: [
        { line: 2, bigo_id: "anchor_mia", amount: "1500", note: "bonus" },
        { line: 3, bigo_id: "anchor_zoe", amount: "12,5", note: "" },
      ],
    });
    expect(preview?.body.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByText("Valid rows").nextElementSibling).toHaveTextContent("1");
    expect(screen.getByText("Invalid rows").nextElementSibling).toHaveTextContent("1");
    await waitFor(() => expect(screen.getByText("Total in currency").nextElementSibling).toHaveTextContent("$7.14"));
    expect(screen.getByText("Balance after the batch").nextElementSibling).toHaveTextContent("4,998,500");
    expect(screen.getByText("1 of 2 rows are invalid (1 valid).", { exact: false })).toBeInTheDocument();
    const rejected = screen.getByRole("table", { name: texts.rejectedTitle });
    const row = within(rejected).getAllByRole("row")[1];
    expect(row).toHaveTextContent("3");
    expect(row).toHaveTextContent("amount_beans");
    expect(row).toHaveTextContent("12.5");
    expect(row).toHaveTextContent(texts.reason.amountNotWhole);
    expect(screen.getByRole("button", { name: /Confirm and credit/ })).toBeDisabled();
  });

  it("refuses a file without the bigo_id and amount_beans headers, in words, and sends nothing", async () => {
    const { container } = await renderWithApi(<DistributionUploadPage />, "/payment/distribution-upload");
    await userEvent.upload(fileInput(container), csv("id,amount\nanchor_mia,10\n"));
    expect(await screen.findByText(texts.readError.missingColumns)).toBeInTheDocument();
    expect(calls("PaymentAgencyDistributionPreview")).toHaveLength(0);
  });

  it("needs the large-batch tick, links the earlier batch of the same file, and confirms once for a double click", async () => {
    server.use(http.post(`${BASE}/PaymentAgencyDistributionGet`, () => ok({ ...allValid, unusually_large: 1, duplicate_of_batch_id: "5", duplicate_of_key: "key-5" })));
    await renderWithApi(<DistributionUploadPage />, `/payment/distribution-upload?batch=7&key=${previewed.idempotency_key}`);
    const link = await screen.findByRole("link", { name: "Open batch 5" });
    expect(link).toHaveAttribute("href", "/payment/distribution-upload?batch=5&key=key-5");
    const confirm = screen.getByRole("button", { name: /Confirm and credit 1 rows/ });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByRole("checkbox", { name: texts.largeTick }));
    await userEvent.dblClick(confirm);
    await screen.findByRole("heading", { name: "Batch 7" });
    expect(calls("PaymentAgencyDistributionConfirm")).toEqual([
      { path: "PaymentAgencyDistributionConfirm", body: { batch_id: "7", idempotency_key: previewed.idempotency_key, large_acknowledged: 1 } },
    ]);
    expect(within(screen.getByRole("table", { name: texts.result.rows })).getByText("Credited")).toBeInTheDocument();
    // The result's "Upload another file" stands where Confirm stood: the second click of that double
    // click, when the answer came in between, keeps the result; a click of its own starts over.
    const another = screen.getByRole("button", { name: texts.another });
    fireEvent.click(another, { detail: 2 });
    expect(screen.getByRole("heading", { name: "Batch 7" })).toBeInTheDocument();
    await userEvent.click(another);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Batch 7" })).not.toBeInTheDocument());
  });

  it("after a confirm without an answer, looks the batch up by its key and shows the result it was applied with", async () => {
    let gets = 0;
    server.use(
      http.post(`${BASE}/PaymentAgencyDistributionConfirm`, () => HttpResponse.error()),
      http.post(`${BASE}/PaymentAgencyDistributionGet`, () => ok(++gets === 1 ? allValid : confirmed)),
    );
    await renderWithApi(<DistributionUploadPage />, `/payment/distribution-upload?batch=7&key=${previewed.idempotency_key}`);
    await userEvent.click(await screen.findByRole("button", { name: /Confirm and credit/ }));
    await screen.findByRole("heading", { name: "Batch 7" });
    expect(gets).toBe(2);
  });

  it("after a confirm without an answer and nothing applied, says so and offers the same confirm again", async () => {
    server.use(
      http.post(`${BASE}/PaymentAgencyDistributionConfirm`, () => HttpResponse.error()),
      http.post(`${BASE}/PaymentAgencyDistributionGet`, () => ok(allValid)),
    );
    await renderWithApi(<DistributionUploadPage />, `/payment/distribution-upload?batch=7&key=${previewed.idempotency_key}`);
    await userEvent.click(await screen.findByRole("button", { name: /Confirm and credit/ }));
    expect(await screen.findByText(texts.confirmLost)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Confirm and credit/ })).toBeEnabled();
  });

  it("shows the server's reason when the confirm is refused (the balance no longer covers it)", async () => {
    server.use(
      http.post(`${BASE}/PaymentAgencyDistributionConfirm`, () => HttpResponse.json({ code: 38022, msg: "low", data: null })),
      http.post(`${BASE}/PaymentAgencyDistributionGet`, () => ok(allValid)),
    );
    await renderWithApi(<DistributionUploadPage />, `/payment/distribution-upload?batch=7&key=${previewed.idempotency_key}`);
    await userEvent.click(await screen.findByRole("button", { name: /Confirm and credit/ }));
    expect(await screen.findByText(en.errors.api["/PaymentAgencyDistributionConfirm"]["38022"])).toBeInTheDocument();
  });

  it("keeps the read file when the preview fails, and sends it again on Try again", async () => {
    let previews = 0;
    server.use(http.post(`${BASE}/PaymentAgencyDistributionPreview`, () => (++previews === 1 ? new HttpResponse(null, { status: 503 }) : ok(previewed))));
    const { container } = await renderWithApi(<DistributionUploadPage />, "/payment/distribution-upload");
    await userEvent.upload(fileInput(container), csv("bigo_id,amount_beans\nanchor_mia,1500\n"));
    expect(await screen.findByText(/november\.csv could not be checked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: en.common.retry }));
    await screen.findByRole("heading", { name: "Preview of november.csv" });
    expect(previews).toBe(2);
  });

  it("keeps the read file over a reload after a failed preview, and checks it or discards it", async () => {
    server.use(http.post(`${BASE}/PaymentAgencyDistributionPreview`, () => new HttpResponse(null, { status: 503 })));
    const first = await renderWithApi(<DistributionUploadPage />, "/payment/distribution-upload");
    await userEvent.upload(fileInput(first.container), csv("bigo_id,amount_beans\nanchor_mia,1500\n"));
    await screen.findByText(/november\.csv could not be checked/);
    first.unmount();

    answerCall("PaymentAgencyDistributionPreview", () => ok(previewed));
    await renderWithApi(<DistributionUploadPage />, "/payment/distribution-upload");
    expect(screen.getByText("november.csv (1 rows) has been read", { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: texts.checkKept }));
    await screen.findByRole("heading", { name: "Preview of november.csv" });
    expect(calls("PaymentAgencyDistributionPreview").at(-1)?.body).toMatchObject({ rows: [{ line: 2, bigo_id: "anchor_mia", amount: "1500", note: "" }] });
    await userEvent.click(screen.getByRole("button", { name: texts.another }));
    expect(window.sessionStorage.length).toBe(0);
  });
});
