import { describe, expect, it } from "vitest";
import { getVerifyCode, loginUserSchema, regionSchema, tokenSchema } from "#contract/main.ts";
import { createMockLoginUser, createMockRegion, createMockToken, createMockVerifyCodeAnswer } from "./main.ts";

describe("main API mock factories", () => {
  it("build answers that pass their response schemas", () => {
    expect(loginUserSchema.parse(createMockLoginUser())).toEqual(createMockLoginUser());
    expect(regionSchema.parse(createMockRegion())).toEqual(createMockRegion());
    expect(tokenSchema.parse(createMockToken())).toEqual(createMockToken());
    expect(getVerifyCode.response.parse(createMockVerifyCodeAnswer())).toEqual(createMockVerifyCodeAnswer());
  });

  it("apply overrides over the defaults", () => {
    const admin = createMockLoginUser({ role: 1, subRole: 0, permissions: [] });
    expect(admin).toMatchObject({ role: 1, subRole: 0, permissions: [], username: "agency.superadmin" });
    expect(createMockRegion({ id: 7, shortName: "VN" })).toEqual({ id: 7, name: "Indonesia", shortName: "VN" });
  });

  it("hand out fresh objects so one test cannot change another's data", () => {
    const first = createMockLoginUser();
    first.permissions.push(99);
    expect(createMockLoginUser().permissions).toEqual([1, 2, 3]);
  });
});
