import { describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { Gender, TalentType } from "@agent-portal/api-client/enums";
import { anchorInfoFormSchema, isAdultBirthday, toSaveRequest } from "./anchor-info-schema.ts";

const valid = {
  bigo_id: "anchor.5",
  real_name: " Maya Sari ",
  gender: Gender.Female,
  birthday: "2000-05-17",
  country: "ID",
  contact_phone: "6281234567",
  talent_types: [TalentType.Singing, TalentType.Chatting],
  experience_months: "12",
  weekly_live_hours: "20",
  remark: "",
};

describe("the broadcaster info form", () => {
  it("accepts complete info and builds the SaveSubmitAnchorInfo request with numbers", () => {
    const parsed = safeParse(anchorInfoFormSchema, valid);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(toSaveRequest(parsed.data, "7", 1)).toEqual({
      recruit_id: "7",
      bigo_id: "anchor.5",
      real_name: "Maya Sari",
      gender: Gender.Female,
      birthday: "2000-05-17",
      country: "ID",
      contact_phone: "6281234567",
      talent_types: [TalentType.Singing, TalentType.Chatting],
      experience_months: 12,
      weekly_live_hours: 20,
      remark: "",
      submit: 1,
    });
    expect(toSaveRequest(parsed.data, null, 0)).not.toHaveProperty("recruit_id");
  });

  it("names each broken rule with its message key", () => {
    const parsed = safeParse(anchorInfoFormSchema, { ...valid, real_name: "", contact_phone: "12", talent_types: [], weekly_live_hours: "169", bigo_id: "a b" });
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "bigo_id:shared.bigoId.invalid",
        "real_name:broadcaster.edit.error.realName",
        "contact_phone:broadcaster.edit.error.phone",
        "talent_types:broadcaster.edit.error.talents",
        "weekly_live_hours:broadcaster.edit.error.hours",
      ]),
    );
  });

  it("requires a broadcaster of 18 or older", () => {
    const now = new Date("2026-06-15T12:00:00Z");
    expect(isAdultBirthday("2008-06-15", now)).toBe(true);
    expect(isAdultBirthday("2008-06-16", now)).toBe(false);
    expect(isAdultBirthday("2008-02-30", now)).toBe(false);
    expect(isAdultBirthday("", now)).toBe(false);
  });
});
