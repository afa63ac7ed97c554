import { useGetAgentRecruitCfgQuery, useModifyAgentRecruitCfgMutation } from "@agent-portal/api-client/services/union-oss-apply";
import type { RequestOf } from "@agent-portal/api-client/contract/define";
import type { modifyAgentRecruitCfg } from "@agent-portal/api-client/contract/union-oss-apply";
import { QueryView } from "@agent-portal/app-runtime/components/query-view";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Switch } from "@agent-portal/ui-kit/components/switch";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import type { RecruitConfig } from "./recruit-form.ts";
import { RECRUIT_LIMITS, recruitFormOf, recruitFormSchema, recruitRequestOf } from "./recruit-form.ts";
import { RecruitPreview } from "./recruit-preview.tsx";

/** Who changed the settings last, and when ("never" for the agency's first settings). */
function LastChange({ config }: { readonly config: RecruitConfig }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const date = config.update_time > 0 ? format.dateTime(config.update_time * 1000) : "";
  const text =
    config.operator_name !== ""
      ? t("guild.team.recruit.lastChange", { name: config.operator_name, date })
      : date === ""
        ? t("guild.team.recruit.neverChanged")
        : t("guild.team.recruit.lastChangeAt", { date });
  return <p className="text-sm text-fg-muted">{text}</p>;
}

/**
 * Edits the recruitment settings: the form, then a preview of what applicants will see, then
 * Publish (modifyAgentRecruitCfg). Leaving the preview keeps everything typed; a refusal keeps the
 * preview and says why.
 */
function RecruitEditor({ config }: { readonly config: RecruitConfig }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const form = useZodForm(recruitFormSchema, recruitFormOf(config));
  const [preview, setPreview] = useState<RequestOf<typeof modifyAgentRecruitCfg> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [publish, state] = useModifyAgentRecruitCfgMutation();
  const { values, errors } = form;
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));

  if (preview !== null)
    return (
      <div className="flex flex-col gap-3">
        <RecruitPreview settings={preview} />
        {failure !== null && <Alert tone="error">{failure}</Alert>}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setPreview(null)} disabled={state.isLoading}>
            {t("guild.team.recruit.edit")}
          </Button>
          <Button
            loading={state.isLoading}
            onClick={() => {
              setFailure(null);
              publish(preview)
                .unwrap()
                .then(() => {
                  notify.success(t("guild.team.recruit.published"));
                  setPreview(null);
                })
                .catch((error: unknown) => setFailure(errorMessage(error)));
            }}
          >
            {t("guild.team.recruit.publish")}
          </Button>
        </div>
      </div>
    );

  return (
    <form noValidate className="flex max-w-xl flex-col gap-4" onSubmit={(event) => void form.handleSubmit((valid) => setPreview(recruitRequestOf(valid)))(event)}>
      <Switch label={t("guild.team.recruit.open")} checked={values.open} onCheckedChange={(checked) => form.setValue("open", checked)} />
      <FormField label={t("guild.team.recruit.countries")} hint={t("guild.team.recruit.countriesHint")} error={message(errors.countries)}>
        {(control) => <Input {...control} value={values.countries} onChange={(event) => form.setValue("countries", event.target.value)} autoComplete="off" />}
      </FormField>
      <FormField label={t("guild.team.recruit.minAge")} required error={message(errors.minAge)} className="w-40">
        {(control) => <Input {...control} inputMode="numeric" value={values.minAge} onChange={(event) => form.setValue("minAge", event.target.value)} />}
      </FormField>
      <FormField label={t("guild.team.recruit.requirements")} error={message(errors.requirements)}>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={RECRUIT_LIMITS.requirements + 50}
            value={values.requirements}
            onChange={(event) => form.setValue("requirements", event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t("guild.team.recruit.contact")} error={message(errors.contact)}>
        {(control) => <Input {...control} maxLength={RECRUIT_LIMITS.contact + 20} value={values.contact} onChange={(event) => form.setValue("contact", event.target.value)} />}
      </FormField>
      <div>
        <Button type="submit">{t("guild.team.recruit.preview")}</Button>
      </div>
    </form>
  );
}

/** The recruitment settings tab (getAgentRecruitCfg; AgencyBroadcasterRecruitment 19): who changed them last and when, and the editor. */
export function RecruitTab() {
  const { t } = useTranslation();
  const query = useGetAgentRecruitCfgQuery({});
  return (
    <section aria-label={t("guild.team.tabs.recruitment")} className="flex flex-col gap-4">
      <QueryView query={query}>
        {(config) => (
          <>
            <LastChange config={config} />
            <RecruitEditor key={config.update_time} config={config} />
          </>
        )}
      </QueryView>
    </section>
  );
}
