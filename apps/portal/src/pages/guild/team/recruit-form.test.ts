import { describe, expect, it } from "vitest";
import { countriesOf, recruitFormOf, recruitFormSchema, recruitRequestOf } from "./recruit-form.ts";

const valid = { open: true, countries: "id, my ID", minAge: " 20 ", requirements: " Live 20 days a month ", contact: "Message us" };

describe("the recruitment settings form", () => {
  it("sends upper-cased countries once each, the age as a number and trimmed texts", () => {
    expect(recruitRequestOf(recruitFormSchema.parse(valid))).toEqual({
      open: 1,
      countries: ["ID", "MY"],
      min_age: 20,
      requirements: "Live 20 days a month",
      contact: "Message us",
    });
  });

  it.each([
    ["countries", { countries: "Indonesia" }, "guild.team.recruit.error.countries"],
    ["an age under 18", { minAge: "17" }, "guild.team.recruit.error.age"],
    ["an age that is not a number", { minAge: "twenty" }, "guild.team.recruit.error.age"],
    ["requirements over 500 characters", { requirements: "x".repeat(501) }, "guild.team.recruit.error.requirements"],
  ])("refuses %s with its message", (_, change, message) => {
    const result = recruitFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it("fills the form from saved settings and reads them back unchanged", () => {
    const saved = { open: 0 as const, countries: ["PH"], min_age: 18, requirements: "", contact: "Call us", update_time: 0, operator_uid: "0", operator_name: "" };
    const form = recruitFormOf(saved);
    expect(form).toEqual({ open: false, countries: "PH", minAge: "18", requirements: "", contact: "Call us" });
    expect(recruitRequestOf(recruitFormSchema.parse(form))).toEqual({ open: 0, countries: ["PH"], min_age: 18, requirements: "", contact: "Call us" });
    expect(countriesOf("")).toEqual([]);
  });
});
