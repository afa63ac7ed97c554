import * as z from "zod/mini";

/**
 * The fields an applicant fills in both applications (union_oss userCreateApply, recruit proxy
 * ProxyCommitInfo), as typed in the form (strings): a country, a contact phone number of 4-20
 * digits (the country's dial prefix is added when sent), an expected team of 0-10000 broadcasters, experience up to 500
 * characters. Messages are i18n keys.
 */
export const applicantFields = {
  country: z.string().check(z.regex(/^([A-Z]{2}|OTHER)$/, "webview.applyForm.errors.countryRequired")),
  contact_phone: z.string().check(z.trim(), z.regex(/^[0-9]{4,20}$/, "webview.applyForm.errors.numberInvalid")),
  team_size: z.string().check(
    z.trim(),
    z.regex(/^[0-9]{1,5}$/, "webview.applyForm.errors.teamSizeInvalid"),
    z.refine((value) => Number(value) <= 10_000, "webview.applyForm.errors.teamSizeInvalid"),
  ),
  experience: z.string().check(z.trim(), z.maxLength(500, "webview.applyForm.errors.experienceTooLong")),
};
