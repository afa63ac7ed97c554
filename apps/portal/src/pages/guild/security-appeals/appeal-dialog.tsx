import { APPEAL_REASON_LIMITS, SecurityErrorCode } from "@agent-portal/api-client/contract/security-center";
import { isApiError } from "@agent-portal/api-client/errors";
import { useCreateAppealV2Mutation, useGetSecurityTokenMutation, useLazyQueryAppealQuery } from "@agent-portal/api-client/services/security-center";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useAppSelector } from "@agent-portal/app-runtime/store/hooks";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { selectLoginUser } from "@agent-portal/session";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { Modal } from "@agent-portal/ui-kit/components/dialog";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { toUpload } from "#shared/photos/document-photo.ts";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import type { BanRow } from "#pages/guild/security-status/security-status-params.ts";
import { appealFormSchema, EMPTY_APPEAL, newRequestId } from "./appeal-form.ts";
import { pageStore } from "#shared/storage/page-store.ts";
import { clearAppealDraft, readAppealDraft, writeAppealDraft } from "./appeal-draft.ts";
import { AppealPhotosField } from "./appeal-photos-field.tsx";
import { AppealTimeline } from "./appeal-timeline.tsx";

/** Milliseconds typing must pause before the draft is written. */
const DRAFT_DELAY_MS = 300;

/** Props of {@link AppealDialog}. */
export interface AppealDialogProps {
  readonly ban: BanRow;
  readonly onClose: () => void;
}

/**
 * Appeals one ban (security centre GetSecurityToken then CreateAppealV2; issue 23 item 3): the
 * explanation with its counter and the server's limit, evidence photos checked for type and size
 * before upload, a contact email. The submission carries a request id kept with the draft, so a
 * retry cannot make a second appeal. The draft (`appeal-draft.ts`) survives a refusal and a reload;
 * an appeal already in review (41102) is said with its date; HTTP 413 gives the too-large text.
 * Once made, the dialog confirms with the appeal's id and timeline.
 */
export function AppealDialog({ ban, onClose }: AppealDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const errorMessage = useApiErrorMessage();
  const username = useAppSelector(selectLoginUser)?.username ?? "";
  const draft = useMemo(() => readAppealDraft(pageStore(), username, ban.ban_id), [username, ban.ban_id]);
  const form = useZodForm(appealFormSchema, draft?.values ?? EMPTY_APPEAL);
  const [requestId] = useState(() => draft?.requestId ?? newRequestId());
  const [dropped, setDropped] = useState<readonly string[]>(draft?.droppedPhotos ?? []);
  const [getToken, tokenState] = useGetSecurityTokenMutation();
  const [create, creation] = useCreateAppealV2Mutation();
  const [latestAppeal] = useLazyQueryAppealQuery();
  const [made, setMade] = useState<NonNullable<typeof creation.data> | null>(null);
  const { values, errors } = form;
  const busy = tokenState.isLoading || creation.isLoading || form.isSubmitting;

  useEffect(() => {
    if (made !== null || username === "") return;
    const timer = setTimeout(() => {
      const notKept = writeAppealDraft(pageStore(), username, ban.ban_id, values, requestId);
      setDropped((before) => (notKept.length > 0 ? notKept : before));
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, username, ban.ban_id, made, requestId]);

  const onSubmit = form.handleSubmit(async (valid) => {
    try {
      const { security_token } = await getToken({}).unwrap();
      const appeal = await create({
        ban_id: ban.ban_id,
        reason: valid.reason,
        evidence_images: valid.photos.map(toUpload),
        ...(valid.contact_email === "" ? {} : { contact_email: valid.contact_email }),
        security_token,
        request_id: requestId,
      }).unwrap();
      clearAppealDraft(pageStore(), username, ban.ban_id);
      setMade(appeal);
    } catch (error) {
      if (isApiError(error) && error.kind === "business" && error.code === SecurityErrorCode.AppealPending) {
        const latest = await latestAppeal({ ban_id: ban.ban_id }, false)
          .unwrap()
          .catch(() => null);
        const since = latest?.appeal?.create_time ?? 0;
        form.setError("root", since > 0 ? t("guild.appeal.alreadyInReview", { date: format.dateTime(since * 1000) }) : (errorMessage(error) ?? t("lang328")));
        return;
      }
      form.setError("root", errorMessage(error) ?? t("lang328"));
    }
  });

  if (made !== null)
    return (
      <Modal
        open
        onOpenChange={(open) => !open && onClose()}
        title={t("guild.appeal.madeTitle")}
        width={560}
        closeLabel={t("common.close")}
        footer={<Button onClick={onClose}>{t("common.close")}</Button>}
      >
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t("guild.appeal.made", { id: made.appeal_id, name: ban.nick_name })}</Alert>
          <AppealTimeline appeal={made} appealId={made.appeal_id} />
        </div>
      </Modal>
    );

  return (
    <FormDialog
      title={t("guild.appeal.title", { name: ban.nick_name })}
      description={t("guild.appeal.description")}
      width={640}
      submitLabel={t("guild.appeal.submit")}
      busy={busy}
      failure={errors.root ?? null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      lead={<p className="text-sm text-fg-muted">{t("guild.appeal.banReason", { reason: ban.reason })}</p>}
    >
      <FormField
        label={t("guild.appeal.reason")}
        required
        hint={t("guild.appeal.reasonHint", { min: APPEAL_REASON_LIMITS.min, max: APPEAL_REASON_LIMITS.max })}
        error={errors.reason === undefined ? undefined : t(errors.reason, { min: APPEAL_REASON_LIMITS.min, max: APPEAL_REASON_LIMITS.max })}
      >
        {(control) => (
          <Textarea
            {...control}
            value={values.reason}
            onChange={(event) => form.setValue("reason", event.target.value)}
            maxLength={APPEAL_REASON_LIMITS.max}
            rows={5}
            counter={(used, max) => t("shared.form.counter", { used, max })}
          />
        )}
      </FormField>
      <AppealPhotosField photos={values.photos} onChange={(photos) => form.setValue("photos", photos)} disabled={busy} dropped={dropped} />
      <FormField label={t("guild.appeal.contact")} hint={t("guild.appeal.contactHint")} error={errors.contact_email === undefined ? undefined : t(errors.contact_email)}>
        {(control) => (
          <Input
            {...control}
            type="email"
            value={values.contact_email}
            onChange={(event) => form.setValue("contact_email", event.target.value)}
            maxLength={100}
            autoComplete="email"
            dir="ltr"
          />
        )}
      </FormField>
    </FormDialog>
  );
}
