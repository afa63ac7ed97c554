import * as z from "zod/mini";

/**
 * The fields an applicant fills in both applications (union_oss userCreateApply, recruit proxy
 * ProxyCommitInfo), as typed in the form (strings): a country, a contact phone of 4-24 digits
 * (dial prefix and number), an expected team of 0-10000 broadcasters, experience up to 500
 * characters. Messages are i18n keys.
 */
export const applicantFields = {
  country: z.string().check(z.regex(/^([A-Z]{2}|OTHER)$/, "webview.applyForm.errors.countryRequired")),
  contact_phone: z.string().check(z.trim(), z.regex(/^[0-9]{4,24}$/, "webview.applyForm.errors.phoneInvalid")),
  team_size: z.string().check(
    z.trim(),
    z.regex(/^[0-9]{1,5}$/, "webview.applyForm.errors.teamSizeInvalid"),
    z.refine((value) => Number(value) <= 10_000, "webview.applyForm.errors.teamSizeInvalid"),
  ),
  experience: z.string().check(z.trim(), z.maxLength(500, "webview.applyForm.errors.experienceTooLong")),
};
