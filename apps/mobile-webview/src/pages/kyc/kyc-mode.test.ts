import { EmailFormMode, KycAgentRole } from "@agent-portal/api-client/enums";
import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { kycFormSchema } from "./kyc-form-schema.ts";
import { kycModeOf } from "./kyc-mode.ts";

const base = { role: KycAgentRole.CANAPPLY, show: 1 as const, applicationStatus: null, lastKycStatus: null };

describe("kycModeOf", () => {
  it("sends an applicant's KYC with the agent application while it waits for it", () => {
    expect(kycModeOf({ ...base, role: KycAgentRole.APPLYING, applicationStatus: 1 })).toBe("agent");
    expect(kycModeOf({ ...base, role: KycAgentRole.APPLYING, applicationStatus: 1, lastKycStatus: 3 })).toBe("agent");
  });

  it("updates a rejected or recheck-required submission, submits a first one, shows the rest", () => {
    expect(kycModeOf({ ...base, lastKycStatus: 3 })).toBe("update");
    expect(kycModeOf({ ...base, lastKycStatus: 4 })).toBe("update");
    expect(kycModeOf({ ...base, lastKycStatus: null })).toBe("first");
    expect(kycModeOf({ ...base, lastKycStatus: 0 })).toBe("first");
    expect(kycModeOf({ ...base, lastKycStatus: 1 })).toBe("done");
    expect(kycModeOf({ ...base, lastKycStatus: 2, applicationStatus: 2 })).toBe("done");
  });

  it("shows no form to roles without the KYC entrance", () => {
    expect(kycModeOf({ ...base, show: 0 })).toBe("hidden");
    expect(kycModeOf({ ...base, role: KycAgentRole.OTHER, applicationStatus: 1 })).toBe("hidden");
  });
});

describe("kycFormSchema (email by the configured mode)", () => {
  const valid = { real_name: "Ayu", id_type: "1", id_number: "3174012345", email: "" };
  const errorsOf = (mode: number, values: object) => {
    const result = safeParse(kycFormSchema(mode), values);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("REQUIRED: an email must be given and follow the rule", () => {
    expect(errorsOf(EmailFormMode.REQUIRED, valid)).toEqual(["email: webview.kyc.errors.emailRequired"]);
    expect(errorsOf(EmailFormMode.REQUIRED, { ...valid, email: "ayu@example" })).toEqual(["email: webview.kyc.errors.emailInvalid"]);
    expect(errorsOf(EmailFormMode.REQUIRED, { ...valid, email: "ayu@example.com" })).toEqual([]);
  });

  it("NOTREQUIRED: empty is fine, a given email must follow the rule", () => {
    expect(errorsOf(EmailFormMode.NOTREQUIRED, valid)).toEqual([]);
    expect(errorsOf(EmailFormMode.NOTREQUIRED, { ...valid, email: "not-an-email" })).toEqual(["email: webview.kyc.errors.emailInvalid"]);
  });

  it("HIDDEN: the email is not checked", () => {
    expect(errorsOf(EmailFormMode.HIDDEN, { ...valid, email: "whatever" })).toEqual([]);
  });

  it("checks the name, the document type and the number as the contract does", () => {
    expect(errorsOf(EmailFormMode.NOTREQUIRED, { ...valid, real_name: " ", id_type: "", id_number: "12" })).toEqual([
      "real_name: webview.kyc.errors.nameRequired",
      "id_type: webview.kyc.errors.idTypeRequired",
      "id_number: webview.kyc.errors.idNumberInvalid",
    ]);
  });
});
