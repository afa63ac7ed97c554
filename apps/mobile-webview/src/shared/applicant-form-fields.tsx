import { CountryField } from "@agent-portal/phone-auth/components/country-field";
import { PhoneNumberInput } from "@agent-portal/phone-auth/components/phone-number-input";
import { countryByCode } from "@agent-portal/phone-auth/countries";
import { fullPhoneNumber } from "@agent-portal/phone-auth/phone-number";
import { useVisitorCountry } from "@agent-portal/session/visitor-country";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useEffect } from "react";
import type { Path, PathValue, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";

/** The applicant's fields as typed (strings), validated by `applicantFields` of ./applicant-fields.ts. */
export interface ApplicantValues {
  /** ISO code of the applicant's country, one of the open regions. */
  country: string;
  /** The contact phone's national number (digits); the country's dial prefix goes before it when sent. */
  contact_phone: string;
  team_size: string;
  experience: string;
}

/** The contact phone as sent: the chosen country's dial prefix followed by the number (`fullPhoneNumber`). */
export function contactPhoneOf(values: Pick<ApplicantValues, "country" | "contact_phone">): string {
  return fullPhoneNumber(countryByCode(values.country)?.dial ?? "", values.contact_phone);
}

/** Props of {@link ApplicantFormFields}. */
export interface ApplicantFormFieldsProps<T extends ApplicantValues> {
  /** The form (react-hook-form). */
  readonly form: UseFormReturn<T>;
  /** The translated error of a field, or undefined. */
  readonly fieldError: (name: keyof ApplicantValues) => string | undefined;
  /** The open countries (ISO codes) to choose from; shown by their names in the active language, sorted. */
  readonly countries: readonly string[];
  /** Shows the hint under the experience field (the agent application). */
  readonly experienceHint?: boolean;
}

/**
 * The fields an applicant fills in both applications (the agent application and the sub-agent
 * info): country, contact phone, expected team size and experience, with the same limits as their
 * schema. The country is the phone fields' picker (`CountryField` of phone-auth, as in the bind
 * dialog: names with dial prefixes, searchable) over the open countries, starting on the visitor's
 * country when it is open (`useVisitorCountry`: site backend queryCountry, cached an hour) and the
 * draft has none; the contact phone shows that country's `+prefix` before the number.
 */
export function ApplicantFormFields<T extends ApplicantValues>({ form, fieldError, countries, experienceHint = false }: ApplicantFormFieldsProps<T>) {
  const { t } = useTranslation();
  const name = (field: keyof ApplicantValues) => field as Path<T>;
  const set = (field: keyof ApplicantValues, value: string) => {
    form.setValue(name(field), value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const countryPath = name("country");
  const country: string = form.watch(countryPath);
  const phone: string = form.watch(name("contact_phone"));
  const visitor = useVisitorCountry(country === "");
  useEffect(() => {
    if (country === "" && visitor !== null && countries.includes(visitor)) form.setValue(countryPath, visitor as PathValue<T, Path<T>>);
  }, [country, visitor, countries, form, countryPath]);
  return (
    <>
      <CountryField
        country={country === "" ? null : country}
        onCountryChange={(code) => set("country", code ?? "")}
        otherDial=""
        onOtherDialChange={() => undefined}
        countries={countries}
        label={t("webview.applyForm.country")}
        error={fieldError("country")}
        size="lg"
      />
      <FormField label={t("webview.applyForm.contactPhone")} hint={t("webview.applyForm.contactNumberHint")} error={fieldError("contact_phone")} required>
        {(control) => <PhoneNumberInput {...control} size="lg" dial={countryByCode(country)?.dial ?? ""} value={phone} onValueChange={(value) => set("contact_phone", value)} />}
      </FormField>
      <FormField label={t("webview.applyForm.teamSize")} error={fieldError("team_size")} required>
        {(control) => <Input {...control} {...form.register(name("team_size"))} inputMode="numeric" inputSize="lg" maxLength={5} />}
      </FormField>
      <FormField label={t("webview.applyForm.experience")} {...(experienceHint ? { hint: t("webview.applyForm.experienceHint") } : {})} error={fieldError("experience")}>
        {(control) => <Textarea {...control} {...form.register(name("experience"))} maxLength={500} rows={3} />}
      </FormField>
    </>
  );
}
