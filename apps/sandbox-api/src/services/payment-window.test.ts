import { describe, expect, it } from "vitest";
import { paymentWindowAt, requireOpenWindow } from "./payment-window.ts";

const at = (iso: string) => new Date(iso);
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe("paymentWindowAt", () => {
  it("is open until 00:00 UTC of the month's last day, with the payout on the next month's 10th", () => {
    expect(paymentWindowAt(at("2026-11-26T12:00:00Z"))).toEqual({
      open: 1,
      cutoff_time: seconds("2026-11-30T00:00:00Z"),
      payout_time: seconds("2026-12-10T00:00:00Z"),
      next_open_time: seconds("2026-12-01T00:00:00Z"),
    });
  });

  it("is closed on the last day and opens again on the 1st (February and December too)", () => {
    expect(paymentWindowAt(at("2026-11-30T00:00:00Z")).open).toBe(0);
    expect(paymentWindowAt(at("2026-11-29T23:59:59Z")).open).toBe(1);
    expect(paymentWindowAt(at("2027-02-28T08:00:00Z")).open).toBe(0);
    expect(paymentWindowAt(at("2026-12-31T08:00:00Z")).next_open_time).toBe(seconds("2027-01-01T00:00:00Z"));
    expect(paymentWindowAt(at("2026-12-01T00:00:00Z")).open).toBe(1);
  });

  it("refuses a submission after the cut-off with 38039", () => {
    expect(() => requireOpenWindow(at("2026-11-30T10:00:00Z"))).toThrow(expect.objectContaining({ code: 38039 }));
    expect(() => requireOpenWindow(at("2026-11-10T10:00:00Z"))).not.toThrow();
  });
});
