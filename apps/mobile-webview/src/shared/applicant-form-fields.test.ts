import { describe, expect, it } from "vitest";
import { contactPhoneOf } from "./applicant-form-fields.tsx";

describe("contactPhoneOf (issue 26 item 9: the contact phone's dial prefix comes from the country picker)", () => {
  it("sends the chosen country's dial prefix followed by the number", () => {
    expect(contactPhoneOf({ country: "ID", contact_phone: "81234567890" })).toBe("6281234567890");
    expect(contactPhoneOf({ country: "JM", contact_phone: "5551234" })).toBe("18765551234");
  });

  it("sends the number alone while no country is chosen (the form then refuses it)", () => {
    expect(contactPhoneOf({ country: "", contact_phone: "81234567890" })).toBe("81234567890");
  });
});
