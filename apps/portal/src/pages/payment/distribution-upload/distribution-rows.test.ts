import en from "@agent-portal/i18n/locales/en.json" with { type: "json" };
import { createMockDistributionBatch } from "@agent-portal/api-client/mocks/payment-records";
import { createFormatters } from "@agent-portal/i18n/format/create-formatters";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { rowReason } from "./distribution-rows.tsx";

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { translation: en } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n);
const format = createFormatters("en", t);
const [valid, invalid] = createMockDistributionBatch().rows;
if (valid === undefined || invalid === undefined) throw new Error("two rows expected");

describe("rowReason", () => {
  it("translates each reason, and nothing for a valid row", () => {
    expect(rowReason(t, format, valid)).toBe("");
    expect(rowReason(t, format, invalid)).toBe(en.payment.distribution.reason.amountNotWhole);
    expect(rowReason(t, format, { ...invalid, reason: "somethingNew" })).toBe(en.payment.distribution.reason.other);
  });

  it("gives a blacklisted ID's date and reason", () => {
    const row = { ...invalid, reason: "blacklisted", column: "bigo_id", blacklisted_since: Date.UTC(2026, 10, 1) / 1000, blacklist_reason: "Chargeback" };
    expect(rowReason(t, format, row)).toMatch(/^Blacklisted since .*2026.*: Chargeback$/);
  });

  it("tells to format the ID column as text when a spreadsheet wrote the ID as 1.23E+10", () => {
    expect(rowReason(t, format, { ...invalid, reason: "unknownId", column: "bigo_id", bigo_id: "1.23E+10" })).toBe(en.payment.distribution.reason.scientificId);
    expect(rowReason(t, format, { ...invalid, reason: "unknownId", column: "bigo_id", bigo_id: "no.such" })).toBe(en.payment.distribution.reason.unknownId);
  });
});
