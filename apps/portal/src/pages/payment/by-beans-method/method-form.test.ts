import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { methodFormSchema, methodRequest, readMinBeans } from "./method-form.ts";

describe("readMinBeans", () => {
  it("takes whole beans 0 to 1,000,000 and refuses decimals, grouping and signs", () => {
    expect(readMinBeans("0")).toBe(0);
    expect(readMinBeans(" 5000 ")).toBe(5000);
    expect(readMinBeans("1000000")).toBe(1_000_000);
    for (const text of ["1000001", "12.5", "1,000", "-3", "1e6", ""]) expect(readMinBeans(text)).toBeNull();
  });
});

describe("methodFormSchema", () => {
  it("names each bad field with its message key", () => {
    const result = safeParse(methodFormSchema, { name: " ", min_beans: "12.5", fee: "60", anchor_uids: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "payment.byBeansMethod.error.name"],
      ["min_beans", "payment.byBeansMethod.error.minBeans"],
      ["fee", "payment.byBeansMethod.error.fee"],
    ]);
  });

  it("sends integers: beans and basis points", () => {
    const result = safeParse(methodFormSchema, { name: " Weekly ", min_beans: "5000", fee: "2.5", anchor_uids: ["1001"] });
    if (!result.success) throw new Error("invalid");
    expect(methodRequest(result.data)).toEqual({ name: "Weekly", min_beans: 5000, fee_bp: 250, anchor_uids: ["1001"], status: 1 });
  });
});
