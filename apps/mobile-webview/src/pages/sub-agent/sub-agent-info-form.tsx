import { useProxyCommitInfoMutation } from "@agent-portal/api-client/services/recruit-proxy";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { sanitizePhoneInput } from "@agent-portal/phone-auth/phone-number";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useMemo, useRef, useState } from "react";
import type { SyntheticEvent } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { apiErrorMessage } from "#shared/api-error.ts";
import { pageDraftStorage, readDraft } from "#shared/draft-storage.ts";
import { NativeSelect } from "#shared/native-select.tsx";
import { useFormDraft } from "#shared/use-form-draft.ts";
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
const infoSchema = z.object({ ...applicantFields, name: z.string().check(z.trim(), z.minLength(1, "webview.subAgent.errors.nameRequired"), z.maxLength(64, "webview.applyForm.errors.nameTooLong")) });
const resolver = zodResolver(infoSchema);

/**
 * The second step of a sub-agent application (recruit proxy ProxyCommitInfo, status 1): name,
 * country, contact phone, team size and experience, the same rules as the agent application. The
 * application then waits for the agency. Kept as a draft across reloads.
 */
export function SubAgentInfoForm({ applyId, countries }: { applyId: string; countries: readonly string[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const defaults = useMemo(() => readDraft(pageDraftStorage(), DRAFT, EMPTY), []);
  const form = useForm<InfoValues>({ resolver, defaultValues: defaults });
  const draft = useFormDraft(form, DRAFT);
  const [commit, committed] = useProxyCommitInfoMutation();
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const { errors } = form.formState;
  const fieldError = (name: keyof InfoValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const options = useMemo(() => countries.map((code) => ({ code, name: format.region(code) })).sort((a, b) => a.name.localeCompare(b.name)), [countries, format]);
  const submit = form.handleSubmit(async (values) => {
    const result = await commit({ apply_id: applyId, name: values.name, contact_phone: values.contact_phone, country: values.country, team_size: Number(values.team_size), experience: values.experience });
    if (result.error === undefined) draft.discard();
  });
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      await submit(event);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  const failure = apiErrorMessage(t, committed.error);
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure !== null && <Alert tone="error">{failure}</Alert>}
      <FormField label={t("webview.subAgent.name")} error={fieldError("name")} required>
        {(control) => <Input {...control} {...form.register("name")} inputSize="lg" autoComplete="name" maxLength={64} />}
      </FormField>
      <FormField label={t("webview.applyForm.country")} error={fieldError("country")} required>
        {(control) => (
          <NativeSelect {...control} {...form.register("country")}>
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
        {(control) => <Input {...control} {...form.register("contact_phone", { setValueAs: (value: string) => sanitizePhoneInput(value) })} type="tel" inputMode="tel" inputSize="lg" maxLength={24} />}
      </FormField>
      <FormField label={t("webview.applyForm.teamSize")} error={fieldError("team_size")} required>
        {(control) => <Input {...control} {...form.register("team_size")} inputMode="numeric" inputSize="lg" maxLength={5} />}
      </FormField>
      <FormField label={t("webview.applyForm.experience")} error={fieldError("experience")}>
        {(control) => <Textarea {...control} {...form.register("experience")} maxLength={500} rows={3} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        {t("webview.subAgent.send")}
      </Button>
    </form>
  );
}
