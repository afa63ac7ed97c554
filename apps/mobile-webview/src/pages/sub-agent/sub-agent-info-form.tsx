import { useProxyCommitInfoMutation } from "@agent-portal/api-client/services/recruit-proxy";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { apiErrorMessage } from "@agent-portal/app-runtime/errors/api-error-message";
import { ApplicantFormFields, contactPhoneOf } from "#shared/applicant-form-fields.tsx";
import { pageDraftStorage, readDraft } from "#shared/draft-storage.ts";
import { useFormDraft } from "#shared/use-form-draft.ts";
import { useSingleSubmit } from "#shared/use-single-submit.ts";
import { applicantFields } from "#shared/applicant-fields.ts";

/** The sub-agent info form: ProxyCommitInfo's fields as typed (`name` is the applicant's or team's name). */
interface InfoValues {
  name: string;
  country: string;
  contact_phone: string;
  team_size: string;
  experience: string;
  [field: string]: string;
}

const EMPTY: InfoValues = { name: "", country: "", contact_phone: "", team_size: "", experience: "" };
const DRAFT = "sub_agent";
const infoSchema = z.object({
  ...applicantFields,
  name: z.string().check(z.trim(), z.minLength(1, "webview.subAgent.errors.nameRequired"), z.maxLength(64, "webview.applyForm.errors.nameTooLong")),
});
const resolver = zodResolver(infoSchema);

/**
 * The second step of a sub-agent application (recruit proxy ProxyCommitInfo, status 1): name,
 * country, contact phone, team size and experience, the same rules as the agent application. The
 * application then waits for the agency. Kept as a draft across reloads.
 */
export function SubAgentInfoForm({ applyId, countries }: { applyId: string; countries: readonly string[] }) {
  const { t } = useTranslation();
  const defaults = useMemo(() => readDraft(pageDraftStorage(), DRAFT, EMPTY), []);
  const form = useForm<InfoValues>({ resolver, defaultValues: defaults });
  const draft = useFormDraft(form, DRAFT);
  const [commit, committed] = useProxyCommitInfoMutation();
  const { errors } = form.formState;
  const fieldError = (name: keyof InfoValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const submit = form.handleSubmit(async (values) => {
    const result = await commit({
      apply_id: applyId,
      name: values.name,
      contact_phone: contactPhoneOf(values),
      country: values.country,
      team_size: Number(values.team_size),
      experience: values.experience,
    });
    if (result.error === undefined) draft.discard();
  });
  const { sending, onSubmit } = useSingleSubmit(submit);
  const failure = apiErrorMessage(t, committed.error);
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      <FormField label={t("webview.subAgent.name")} error={fieldError("name")} required>
        {(control) => <Input {...control} {...form.register("name")} inputSize="lg" autoComplete="name" maxLength={64} />}
      </FormField>
      <ApplicantFormFields form={form} fieldError={fieldError} countries={countries} />
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        {t("webview.subAgent.send")}
      </Button>
    </form>
  );
}
