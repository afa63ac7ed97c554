import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { sanitizePhoneInput } from "@agent-portal/phone-auth/phone-number";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useMemo } from "react";
import type { Path, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "./native-select.tsx";

/** The applicant's fields as typed (strings), validated by `applicantFields` of ./applicant-fields.ts. */
export interface ApplicantValues {
  country: string;
  contact_phone: string;
  team_size: string;
  experience: string;
}

/** Props of {@link ApplicantFormFields}. */
export interface ApplicantFormFieldsProps<T extends ApplicantValues> {
  /** The form's `register`. */
  readonly register: UseFormRegister<T>;
  /** The translated error of a field, or undefined. */
  readonly fieldError: (name: keyof ApplicantValues) => string | undefined;
  /** The open countries (ISO codes) to choose from; shown by their names in the active language, sorted. */
  readonly countries: readonly string[];
  /** Shows the hint under the experience field (the agent application). */
  readonly experienceHint?: boolean;
}

/**
 * The fields an applicant fills in both applications (the agent application and the sub-agent
 * info): country, contact phone (digits only, dial prefix and number), expected team size and
 * experience, with the same limits as their schema.
 */
export function ApplicantFormFields<T extends ApplicantValues>({ register, fieldError, countries, experienceHint = false }: ApplicantFormFieldsProps<T>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const options = useMemo(() => countries.map((code) => ({ code, name: format.region(code) })).sort((a, b) => a.name.localeCompare(b.name)), [countries, format]);
  const name = (field: keyof ApplicantValues) => field as Path<T>;
  return (
    <>
      <FormField label={t("webview.applyForm.country")} error={fieldError("country")} required>
        {(control) => (
          <NativeSelect {...control} {...register(name("country"))}>
            <option value="">{t("webview.applyForm.chooseCountry")}</option>
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t("webview.applyForm.contactPhone")} hint={t("webview.applyForm.contactPhoneHint")} error={fieldError("contact_phone")} required>
        {(control) => (
          <Input
            {...control}
            {...register(name("contact_phone"), { setValueAs: (value: string) => sanitizePhoneInput(value) })}
            type="tel"
            inputMode="tel"
            inputSize="lg"
            autoComplete="tel"
            maxLength={24}
          />
        )}
      </FormField>
      <FormField label={t("webview.applyForm.teamSize")} error={fieldError("team_size")} required>
        {(control) => <Input {...control} {...register(name("team_size"))} inputMode="numeric" inputSize="lg" maxLength={5} />}
      </FormField>
      <FormField label={t("webview.applyForm.experience")} {...(experienceHint ? { hint: t("webview.applyForm.experienceHint") } : {})} error={fieldError("experience")}>
        {(control) => <Textarea {...control} {...register(name("experience"))} maxLength={500} rows={3} />}
      </FormField>
    </>
  );
}
