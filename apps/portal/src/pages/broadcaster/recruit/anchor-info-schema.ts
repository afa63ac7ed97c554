import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { SaveSubmitAnchorInfo } from "@agent-portal/api-client/contract/recruit-anchor-info";
import { enumSchema } from "@agent-portal/api-client/contract/shared";
import * as z from "zod/mini";
import { Gender, TalentType } from "@agent-portal/api-client/enums";
import { BIGO_ID_PATTERN } from "#shared/forms/bigo-id.ts";

/** Youngest age a broadcaster may be signed at, years. */
export const MIN_AGE_YEARS = 18;
/** Limits of the form, as the contract (recruit-anchor-info `anchorInfoFields`) checks them. */
export const LIMITS = { realName: 64, remark: 500, experienceMonths: 600, weeklyHours: 168, talentsMax: 3 } as const;

/** Whether `birthday` (`YYYY-MM-DD`) is a real past day of someone at least 18 at `now` (UTC days). */
export function isAdultBirthday(birthday: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return false;
  const born = new Date(`${birthday}T00:00:00Z`);
  if (Number.isNaN(born.getTime()) || born.toISOString().slice(0, 10) !== birthday) return false;
  const adult = new Date(Date.UTC(born.getUTCFullYear() + MIN_AGE_YEARS, born.getUTCMonth(), born.getUTCDate()));
  return adult.getTime() <= now.getTime() && born.getUTCFullYear() >= 1900;
}

/** A whole number typed into a field, from 0 to `max`. */
const wholeNumber = (max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.regex(/^\d{1,4}$/, message),
    z.refine((text) => Number(text) <= max, message),
  );

/**
 * The edit/{id} form (issue 7): the broadcaster's submitted info with the contract's rules, each
 * message an i18n key (the form shows `t(message)`). Numbers are typed as text and converted by
 * {@link toSaveRequest}.
 */
export const anchorInfoFormSchema = z.object({
  bigo_id: z.string().check(z.trim(), z.regex(BIGO_ID_PATTERN, "shared.bigoId.invalid")),
  real_name: z.string().check(z.trim(), z.minLength(1, "broadcaster.edit.error.realName"), z.maxLength(LIMITS.realName, "broadcaster.edit.error.realName")),
  gender: enumSchema(Gender),
  birthday: z.string().check(z.refine((value) => isAdultBirthday(value), "broadcaster.edit.error.birthday")),
  country: z.string().check(z.regex(/^([A-Z]{2}|OTHER)$/, "broadcaster.edit.error.country")),
  contact_phone: z.string().check(z.trim(), z.regex(/^[0-9]{4,24}$/, "broadcaster.edit.error.phone")),
  talent_types: z.array(enumSchema(TalentType)).check(z.minLength(1, "broadcaster.edit.error.talents"), z.maxLength(LIMITS.talentsMax, "broadcaster.edit.error.talents")),
  experience_months: wholeNumber(LIMITS.experienceMonths, "broadcaster.edit.error.experience"),
  weekly_live_hours: wholeNumber(LIMITS.weeklyHours, "broadcaster.edit.error.hours"),
  remark: z.string().check(z.maxLength(LIMITS.remark, "broadcaster.edit.error.remark")),
});

/** What the form holds (text, but the gender and talents hold their enumeration values). */
export type AnchorInfoFormValues = z.input<typeof anchorInfoFormSchema>;

/** Valid form values (the schema's output: trimmed). */
export type AnchorInfoOutput = z.output<typeof anchorInfoFormSchema>;

/** An empty form (a new recruitment). */
export const EMPTY_ANCHOR_INFO: AnchorInfoFormValues = {
  bigo_id: "",
  real_name: "",
  gender: Gender.NotGiven,
  birthday: "",
  country: "",
  contact_phone: "",
  talent_types: [],
  experience_months: "0",
  weekly_live_hours: "0",
  remark: "",
};

/** The SaveSubmitAnchorInfo request of valid form values: `submit` 0 saves a draft, 1 submits for review. */
export function toSaveRequest(values: AnchorInfoOutput, recruitId: string | null, submit: 0 | 1): RequestOf<typeof SaveSubmitAnchorInfo> {
  return {
    ...(recruitId === null ? {} : { recruit_id: recruitId }),
    bigo_id: values.bigo_id,
    real_name: values.real_name,
    gender: values.gender,
    birthday: values.birthday,
    country: values.country,
    contact_phone: values.contact_phone,
    talent_types: [...values.talent_types],
    experience_months: Number(values.experience_months),
    weekly_live_hours: Number(values.weekly_live_hours),
    remark: values.remark.trim(),
    submit,
  };
}
