import { useLazyCheckIdentityIdExistQuery, useKycStatusQuery, useSubmitRecheckKycInfoMutation } from "@agent-portal/api-client/services/live-agent-portal-kyc";
import { useFormatters } from "@agent-portal/i18n/use-formatters";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { Select } from "@agent-portal/ui-kit/components/select";
import { Textarea } from "@agent-portal/ui-kit/components/textarea";
import { useTranslation } from "react-i18next";
import { enumValueOf, IdType, KycStatus } from "@agent-portal/api-client/enums";
import { FormDialog } from "#shared/dialogs/form-dialog.tsx";
import { useApiErrorMessage } from "@agent-portal/app-runtime/errors/use-api-error-message";
import { useZodForm } from "#shared/forms/use-zod-form.ts";
import { useNotify } from "#shared/feedback/use-notify.ts";
import { PhotoField } from "#shared/photos/photo-field.tsx";
import type { UnfinishedKycAnchor } from "./recheck-params.ts";
import { toUpload } from "#shared/photos/document-photo.ts";
import { EMPTY_RECHECK, RECHECK_LIMITS, recheckFormSchema } from "./recheck-schema.ts";

/** Props of {@link RecheckDialog}. */
export interface RecheckDialogProps {
  readonly anchor: UnfinishedKycAnchor;
  readonly onClose: () => void;
}

/**
 * Submits a KYC recheck for one broadcaster (live_agent_portal submitRecheckKycInfo), showing
 * their current status and reason (kycStatus). The number is checked first
 * (checkIdentityIdExist: one used by another account is refused on the field, nothing sent). The
 * form and its photos stay through any failure (a business code, HTTP 413, a network error), so
 * nothing has to be chosen again.
 */
export function RecheckDialog({ anchor, onClose }: RecheckDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const notify = useNotify();
  const errorMessage = useApiErrorMessage();
  const status = useKycStatusQuery({ anchor_uid: anchor.anchor_uid });
  const [checkId, checking] = useLazyCheckIdentityIdExistQuery();
  const [submit, submitting] = useSubmitRecheckKycInfoMutation();
  const form = useZodForm(recheckFormSchema, EMPTY_RECHECK);
  const { errors, values } = form;
  const busy = checking.isFetching || submitting.isLoading || form.isSubmitting;
  const message = (key: string | undefined) => (key === undefined ? undefined : t(key));
  const idTypes = Object.values(IdType).map((type) => ({ value: String(type), label: t(`broadcaster.idType.${String(type)}`) }));

  const onSubmit = form.handleSubmit(async (valid) => {
    const front = valid.front;
    if (front === null) return;
    const idType = enumValueOf(IdType, valid.id_type) ?? IdType.IdentityCard;
    try {
      const used = await checkId({ id_type: idType, id_number: valid.id_number, anchor_uid: anchor.anchor_uid }, false).unwrap();
      if (used.exist === 1) {
        form.setError("id_number", "broadcaster.recheck.error.idUsed");
        return;
      }
      await submit({
        anchor_uid: anchor.anchor_uid,
        real_name: valid.real_name,
        id_type: idType,
        id_number: valid.id_number,
        id_images: [toUpload(front), ...(valid.back === null ? [] : [toUpload(valid.back)])],
        ...(valid.face === null ? {} : { face_image: toUpload(valid.face) }),
        ...(valid.remark.trim() === "" ? {} : { remark: valid.remark.trim() }),
      }).unwrap();
      notify.success(t("broadcaster.recheck.submitted", { name: anchor.nick_name }));
      onClose();
    } catch (error) {
      form.setError("root", errorMessage(error) ?? t("lang328"));
    }
  });

  return (
    <FormDialog
      title={t("broadcaster.recheck.title", { name: anchor.nick_name })}
      description={t("broadcaster.recheck.description")}
      width={640}
      submitLabel={t("broadcaster.recheck.submit")}
      busy={busy}
      failure={errors.root ?? null}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      lead={
        status.data && (
          <Alert tone={status.data.status === KycStatus.Rejected || status.data.status === KycStatus.RecheckRequired ? "warning" : "info"}>
            {t("broadcaster.recheck.currentStatus", { status: t(`broadcaster.kycStatus.${String(status.data.status)}`) })}
            {status.data.reject_reason !== "" && ` ${t("broadcaster.recheck.reason", { reason: status.data.reject_reason })}`}
            {status.data.deadline_time > 0 && ` ${t("broadcaster.recheck.deadline", { date: format.date(status.data.deadline_time * 1000) })}`}
          </Alert>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("broadcaster.recheck.realName")} required error={message(errors.real_name)}>
          {(control) => (
            <Input
              {...control}
              value={values.real_name}
              onChange={(event) => form.setValue("real_name", event.target.value)}
              maxLength={RECHECK_LIMITS.realName}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={t("broadcaster.recheck.idType")} required error={message(errors.id_type)}>
          {(control) => (
            <Select
              {...control}
              options={idTypes}
              value={values.id_type}
              onValueChange={(value) => form.setValue("id_type", value === "2" ? "2" : value === "3" ? "3" : value === "4" ? "4" : "1")}
            />
          )}
        </FormField>
        <FormField label={t("broadcaster.recheck.idNumber")} required error={message(errors.id_number)} hint={t("broadcaster.recheck.idNumberHint")} className="sm:col-span-2">
          {(control) => (
            <Input {...control} value={values.id_number} onChange={(event) => form.setValue("id_number", event.target.value)} maxLength={32} autoComplete="off" dir="ltr" />
          )}
        </FormField>
      </div>
      <PhotoField
        label={t("broadcaster.recheck.front")}
        required
        photo={values.front}
        onChange={(photo) => form.setValue("front", photo)}
        error={message(errors.front)}
        disabled={busy}
      />
      <PhotoField label={t("broadcaster.recheck.back")} photo={values.back} onChange={(photo) => form.setValue("back", photo)} disabled={busy} />
      <PhotoField
        label={t("broadcaster.recheck.face")}
        hint={t("broadcaster.recheck.faceHint")}
        photo={values.face}
        onChange={(photo) => form.setValue("face", photo)}
        disabled={busy}
      />
      <FormField label={t("broadcaster.recheck.remark")} error={message(errors.remark)}>
        {(control) => (
          <Textarea
            {...control}
            value={values.remark}
            onChange={(event) => form.setValue("remark", event.target.value)}
            maxLength={RECHECK_LIMITS.remark}
            rows={2}
            counter={(used, max) => t("shared.form.counter", { used, max })}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
