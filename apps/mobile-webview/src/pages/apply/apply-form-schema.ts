import * as z from "zod/mini";
import { applicantFields } from "#shared/applicant-fields.ts";

/** What the agent application form holds (strings, so a draft keeps them as typed). */
export interface ApplyFormValues {
  agency_name: string;
  country: string;
  contact_phone: string;
  team_size: string;
  experience: string;
  [field: string]: string;
}

/** The empty form. */
export const EMPTY_APPLY_FORM: ApplyFormValues = { agency_name: "", country: "", contact_phone: "", team_size: "", experience: "" };

/**
 * The agent application form (union_oss userCreateApply's limits): agency name 2-64 characters,
 * a country, a contact phone number of 4-20 digits (sent after the country's dial prefix), an expected team of
 * 0-10000 broadcasters, experience up to 500 characters. Messages are i18n keys.
 */
export const applyFormSchema = z.object({
  agency_name: z.string().check(z.trim(), z.minLength(2, "webview.applyForm.errors.nameTooShort"), z.maxLength(64, "webview.applyForm.errors.nameTooLong")),
  ...applicantFields,
});

/** The draft name of the form (`webview_draft_apply_form`). */
export const APPLY_FORM_DRAFT = "apply_form";
