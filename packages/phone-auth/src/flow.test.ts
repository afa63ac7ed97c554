import { describe, expect, it } from "vitest";
import { initialPhoneAuthState, isPhoneAuthOpen, phoneAuthFlow } from "./flow.ts";
import type { PhoneAuthEvent, PhoneAuthState } from "./flow.ts";

const phone = { prefix: "62", phone: "*******1234" };
const run = (...events: PhoneAuthEvent[]): PhoneAuthState => events.reduce(phoneAuthFlow, initialPhoneAuthState);

describe("phoneAuthFlow (SPEC 4, phone authentication)", () => {
  it("checks first, then shows the validate dialog with the bound phone", () => {
    expect(run({ type: "open" })).toEqual({ status: "checking" });
    expect(run({ type: "open" }, { type: "phoneFound", phone })).toEqual({ status: "validate", phone });
  });

  it("shows the bind dialog on 502, and a warning on any other error", () => {
    expect(run({ type: "open" }, { type: "noPhone" })).toEqual({ status: "bind" });
    expect(run({ type: "open" }, { type: "checkFailed", messageKeys: ["phoneAuth.errors.501"] })).toEqual({
      status: "warning",
      messageKeys: ["phoneAuth.errors.501"],
    });
  });

  it("closes as succeeded after a validation or a bind", () => {
    expect(run({ type: "open" }, { type: "phoneFound", phone }, { type: "verified" })).toEqual({ status: "closed", outcome: "succeeded" });
    expect(run({ type: "open" }, { type: "noPhone" }, { type: "verified" })).toEqual({ status: "closed", outcome: "succeeded" });
  });

  it("moves from validate to bind when a call answers 502 there", () => {
    expect(run({ type: "open" }, { type: "phoneFound", phone }, { type: "noPhone" })).toEqual({ status: "bind" });
  });

  it("closes as cancelled, failed (warning dismissed) or interrupted (token error)", () => {
    expect(run({ type: "open" }, { type: "noPhone" }, { type: "cancelled" })).toEqual({ status: "closed", outcome: "cancelled" });
    expect(run({ type: "open" }, { type: "checkFailed", messageKeys: [] }, { type: "dismissed" })).toEqual({ status: "closed", outcome: "failed" });
    expect(run({ type: "open" }, { type: "phoneFound", phone }, { type: "tokenError" })).toEqual({ status: "closed", outcome: "interrupted" });
  });

  it("ignores open while open (many 40001s share one dialog) and events that do not apply", () => {
    const validate = run({ type: "open" }, { type: "phoneFound", phone });
    expect(phoneAuthFlow(validate, { type: "open" })).toBe(validate);
    expect(phoneAuthFlow(validate, { type: "checkFailed", messageKeys: [] })).toBe(validate);
    expect(phoneAuthFlow(initialPhoneAuthState, { type: "verified" })).toBe(initialPhoneAuthState);
    expect(phoneAuthFlow(initialPhoneAuthState, { type: "tokenError" })).toBe(initialPhoneAuthState);
    expect(isPhoneAuthOpen(validate)).toBe(true);
    expect(isPhoneAuthOpen(initialPhoneAuthState)).toBe(false);
  });
});
