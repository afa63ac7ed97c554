import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { useVisitorCountry } from "@agent-portal/session/visitor-country";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Checkbox } from "@agent-portal/ui-kit/components/checkbox";
import { Combobox } from "@agent-portal/ui-kit/components/combobox";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { RadioGroup } from "@agent-portal/ui-kit/components/radio-group";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { enumValueOf, Gender, TalentType } from "@agent-portal/api-client/enums";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import type { AnchorInfoFormValues, AnchorInfoOutput } from "./anchor-info-schema.ts";
import { LIMITS, MIN_AGE_YEARS, anchorInfoFormSchema } from "./anchor-info-schema.ts";
import { countryOptions } from "./country-options.ts";

const TALENTS = Object.values(TalentType);

/** Props of {@link AnchorInfoForm}. */
export interface AnchorInfoFormProps {
  readonly initial: AnchorInfoFormValues;
  /** A new recruitment: the Bigo ID can be typed (it is fixed once the record exists). */
  readonly isNew: boolean;
  /** Saves (`submit` 0) or submits for review (1) valid values; resolves to an error text to show, or null. */
  readonly onSave: (values: AnchorInfoOutput, submit: 0 | 1) => Promise<string | null>;
  /** Called with the chosen country (the policy panel follows it). */
  readonly onCountryChange: (country: string) => void;
  /** Whether a save is running. */
  readonly busy: boolean;
}

/** The latest birthday an adult may have today, `YYYY-MM-DD` (the date field's `max`). */
function latestAdultBirthday(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear() - MIN_AGE_YEARS, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

/**
 * The broadcaster info form of edit/{id} (issue 7) with the zod/mini schema (`anchor-info-schema.ts`,
 * through `useZodForm`): Bigo ID (new records only), legal name, gender, birthday (18 or
 * older), country (a new record's starts on the visitor's country), contact phone, 1-3 talents, experience, weekly live hours and a note. "Save
 * draft" and "Submit for review" both validate everything; a server refusal shows above the
 * buttons and the input stays.
 */
export function AnchorInfoForm({ initial, isNew, onSave, onCountryChange, busy }: AnchorInfoFormProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const kit = useKitLabels();
  const form = useZodForm(anchorInfoFormSchema, initial);
  const { errors, values } = form;
  const countries = useMemo(() => countryOptions(format.region, i18n.language), [format, i18n.language]);
  // A new record's country starts on the visitor's (site backend queryCountry, cached an hour).
  const visitor = useVisitorCountry(isNew && values.country === "");
  const { setValue } = form;
  useEffect(() => {
    if (!isNew || values.country !== "" || visitor === null) return;
    setValue("country", visitor);
    onCountryChange(visitor);
  }, [isNew, values.country, visitor, setValue, onCountryChange]);
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));

  const save = (submit: 0 | 1) =>
    form.handleSubmit(async (valid) => {
      const failure = await onSave(valid, submit);
      if (failure !== null) form.setError("root", failure);
    });
  const text = (name: "bigo_id" | "real_name" | "birthday" | "contact_phone" | "experience_months" | "weekly_live_hours") => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      form.setValue(name, event.target.value);
    },
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={(event) => void save(1)(event)} aria-label={t("broadcaster.edit.formLabel")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("broadcaster.edit.bigoId")} required error={message(errors.bigo_id)} hint={isNew ? t("broadcaster.edit.bigoIdHint") : undefined}>
          {(control) => <Input {...control} {...text("bigo_id")} readOnly={!isNew} maxLength={40} autoComplete="off" />}
        </FormField>
        <FormField label={t("broadcaster.edit.realName")} required error={message(errors.real_name)}>
          {(control) => <Input {...control} {...text("real_name")} maxLength={LIMITS.realName} autoComplete="off" />}
        </FormField>
        <FormField label={t("broadcaster.edit.gender")} group>
          {(control) => (
            <RadioGroup
              {...control}
              orientation="horizontal"
              value={String(values.gender)}
              onValueChange={(value) => {
                form.setValue("gender", enumValueOf(Gender, value) ?? Gender.NotGiven);
              }}
              options={Object.values(Gender).map((gender) => ({ value: String(gender), label: t(`broadcaster.gender.${String(gender)}`) }))}
            />
          )}
        </FormField>
        <FormField label={t("broadcaster.edit.birthday")} required error={message(errors.birthday)} hint={t("broadcaster.edit.birthdayHint")}>
          {(control) => <Input {...control} type="date" max={latestAdultBirthday()} min="1900-01-01" {...text("birthday")} />}
        </FormField>
        <FormField label={t("broadcaster.edit.country")} required error={message(errors.country)}>
          {(control) => (
            <Combobox
              {...control}
              options={countries}
              value={values.country === "" ? null : values.country}
              onValueChange={(value) => {
                form.setValue("country", value ?? "");
                if (value !== null) onCountryChange(value);
              }}
              placeholder={t("broadcaster.edit.chooseCountry")}
              labels={kit.combobox}
            />
          )}
        </FormField>
        <FormField label={t("broadcaster.edit.phone")} required error={message(errors.contact_phone)} hint={t("broadcaster.edit.phoneHint")}>
          {(control) => <Input {...control} {...text("contact_phone")} inputMode="tel" maxLength={24} autoComplete="off" dir="ltr" />}
        </FormField>
        <FormField label={t("broadcaster.edit.experience")} required error={message(errors.experience_months)} hint={t("broadcaster.edit.experienceHint")}>
          {(control) => <Input {...control} {...text("experience_months")} inputMode="numeric" maxLength={3} />}
        </FormField>
        <FormField label={t("broadcaster.edit.hours")} required error={message(errors.weekly_live_hours)} hint={t("broadcaster.edit.hoursHint")}>
          {(control) => <Input {...control} {...text("weekly_live_hours")} inputMode="numeric" maxLength={3} />}
        </FormField>
      </div>
      <FormField label={t("broadcaster.edit.talents")} group required error={message(errors.talent_types)} hint={t("broadcaster.edit.talentsHint")}>
        {(control) => (
          <div role="group" {...control} className="flex flex-wrap gap-x-6 gap-y-2">
            {TALENTS.map((talent) => (
              <Checkbox
                key={talent}
                label={t(`broadcaster.talent.${String(talent)}`)}
                checked={values.talent_types.includes(talent)}
                onCheckedChange={(checked) => {
                  const others = values.talent_types.filter((value) => value !== talent);
                  form.setValue("talent_types", checked === true ? [...others, talent].sort((a, b) => a - b) : others);
                }}
              />
            ))}
          </div>
        )}
      </FormField>
      <FormField label={t("broadcaster.edit.remark")} error={message(errors.remark)}>
        {(control) => (
          <Textarea
            {...control}
            value={values.remark}
            onChange={(event) => {
              form.setValue("remark", event.target.value);
            }}
            maxLength={LIMITS.remark}
            rows={3}
            counter={(used, max) => t("shared.form.counter", { used, max })}
          />
        )}
      </FormField>
      {errors.root !== undefined && <Alert tone="error">{errors.root}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => void save(0)()} disabled={busy}>
          {t("broadcaster.edit.saveDraft")}
        </Button>
        <Button type="submit" loading={busy || form.isSubmitting}>
          {t("broadcaster.edit.submit")}
        </Button>
      </div>
    </form>
  );
}
