import { ApplicationErrorCode } from "@agent-portal/api-client/contract/union-oss-apply";
import { useUserCreateApplyMutation } from "@agent-portal/api-client/services/union-oss-apply";
import { pathOf } from "@agent-portal/permissions/route-path";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { KycSource } from "@agent-portal/api-client/enums";
import { apiErrorMessage, businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { ApplicantFormFields, contactPhoneOf } from "#shared/applicant-form-fields.tsx";
import { pageDraftStorage, readDraft } from "#shared/draft-storage.ts";
import { useFormDraft } from "#shared/use-form-draft.ts";
import { useSingleSubmit } from "#shared/use-single-submit.ts";
import type { ApplyFormValues } from "./apply-form-schema.ts";
import { APPLY_FORM_DRAFT, EMPTY_APPLY_FORM, applyFormSchema } from "./apply-form-schema.ts";

const resolver = zodResolver(applyFormSchema);
const SOURCE_APP = KycSource.APP;

/**
 * The agent application form (apply-form): agency name, country (GetOssOpenRegion's open
 * countries, the visitor's by default), contact phone (that country's dial prefix and the number), team size and experience, sent with union_oss userCreateApply
 * (source APP 1). The application then waits for the applicant's KYC: on success the applicant
 * goes to apply-certify with its id. 37101 (an application is open) goes to apply-process, 37102
 * (already an agent) and 37104 (too soon after a rejection) to the apply-failed page, 37103
 * (country not open) is shown under the country. Kept as a draft across reloads.
 */
export function ApplyForm({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const defaults = useMemo(() => readDraft(pageDraftStorage(), APPLY_FORM_DRAFT, EMPTY_APPLY_FORM), []);
  const form = useForm<ApplyFormValues>({ resolver, defaultValues: defaults, mode: "onSubmit" });
  const draft = useFormDraft(form, APPLY_FORM_DRAFT);
  const [create] = useUserCreateApplyMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { errors } = form.formState;
  const fieldError = (name: keyof ApplyFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await create({
      agency_name: values.agency_name,
      country: values.country,
      contact_phone: contactPhoneOf(values),
      team_size: Number(values.team_size),
      experience: values.experience,
      source: SOURCE_APP,
    });
    if (result.error === undefined) {
      draft.discard();
      await navigate(`${pathOf("AgentCertifyForm")}?apply_id=${encodeURIComponent(result.data.apply_id)}`);
      return;
    }
    const code = businessCodeOf(result.error);
    if (code === ApplicationErrorCode.ApplyPending) return void navigate(pathOf("ApplyProcess"));
    if (code === ApplicationErrorCode.AlreadyAgent || code === ApplicationErrorCode.ReapplyTooSoon) return void navigate(`${pathOf("ApplyNoPermission")}?reason=${String(code)}`);
    const message = apiErrorMessage(t, result.error);
    if (code === ApplicationErrorCode.RegionNotOpen) form.setError("country", { type: "server", message: message ?? "" }, { shouldFocus: true });
    else setFormError(message);
  });

  /** One application at a time: a second tap while one is sent does nothing. */
  const { sending, onSubmit } = useSingleSubmit(submit);

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      <FormField label={t("webview.applyForm.agencyName")} error={fieldError("agency_name")} required>
        {(control) => <Input {...control} {...form.register("agency_name")} inputSize="lg" autoComplete="organization" maxLength={64} />}
      </FormField>
      <ApplicantFormFields form={form} fieldError={fieldError} countries={countries} experienceHint />
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        {t("webview.applyForm.submit")}
      </Button>
    </form>
  );
}
