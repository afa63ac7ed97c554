import { KycErrorCode } from "@agent-portal/api-client/contract/kyc-shared";
import { useSubmitKycInfoMutation, useUpdateKycInfoMutation } from "@agent-portal/api-client/services/live-agent-front-kyc";
import { useLazyCheckIdentityIdExistQuery, useSubmitUserKycInfoMutation } from "@agent-portal/api-client/services/live-agent-portal-kyc";
import { EmailFormMode, enumValueOf, IdType, KycSource } from "@agent-portal/api-client/enums";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert } from "@agent-portal/ui-kit/components/alert";
import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Input } from "@agent-portal/ui-kit/components/input";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PhotoValue } from "#components/photo-file.ts";
import { photoInput } from "#components/photo-file.ts";
import { PhotoField } from "#components/photo-field.tsx";
import { apiErrorMessage, businessCodeOf } from "@agent-portal/app-runtime/errors/api-error-message";
import { clearDraft, pageDraftStorage, readDraft } from "#shared/draft-storage.ts";
import { NativeSelect } from "#shared/native-select.tsx";
import { useFormDraft } from "#shared/use-form-draft.ts";
import { useSingleSubmit } from "#shared/use-single-submit.ts";
import type { KycFormValues } from "./kyc-form-schema.ts";
import { EMPTY_KYC_FORM, kycFormSchema } from "./kyc-form-schema.ts";
import type { KycMode } from "./kyc-mode.ts";
import { initialPhotos, keepPhotoDraft, KYC_DRAFT, photoSlotsOf } from "./kyc-photos.ts";
import type { PhotoSlot } from "./kyc-photos.ts";
import { photoLabels } from "./photo-labels.ts";

/** What the form needs of GetKycConfig. */
export interface KycConfig {
  readonly email_mode: number;
  readonly id_types: readonly number[];
  readonly id_image_count: number;
  readonly face_image_required: 0 | 1;
  readonly max_image_bytes: number;
  readonly image_types: readonly ("image/jpeg" | "image/png" | "image/webp")[];
}

/** The last submission, for an update (GetLastSubmittedKycInfo `kyc`). */
export interface LastKyc {
  readonly kyc_id: string;
  readonly real_name: string;
  readonly id_type: number;
  readonly email: string;
  readonly id_image_urls: readonly string[];
  readonly face_image_url: string;
  readonly reject_reason: string;
}

/** Props of {@link KycForm}. */
export interface KycFormProps {
  readonly mode: Extract<KycMode, "agent" | "update" | "first">;
  readonly config: KycConfig;
  readonly last: LastKyc | null;
  /** The agent application the KYC completes (mode `agent`). */
  readonly applyId: string | null;
  /** Called once the submission is accepted (status 1, under review). */
  readonly onSubmitted: () => void;
}

const SOURCE_APP = KycSource.APP;

/**
 * The KYC form (issue 9, apply-certify): legal name, document type and number, the email as the
 * configured mode asks (HIDDEN 0: no field; REQUIRED 1; NOTREQUIRED 2), and the document photos
 * the configuration asks for (front, back, face) with type and size checks and previews.
 *
 * On send: the rules (react-hook-form + zod, the email rule of SPEC section 5), the photos, then
 * live_agent_portal checkIdentityIdExist (a number used by another account is refused under its
 * field), then submitUserKycInfo (`agent`, with the application), UpdateKycInfo (`update`, stored
 * photos kept by URL) or SubmitKycInfo (`first`), all with source APP 1. A refusal says why under
 * the field it concerns (35001/35002 number, 35008 email, 35003/35004 photos) and keeps everything
 * typed. What is typed is kept as a draft across reloads and dropped once sent.
 */
export function KycForm({ mode, config, last, applyId, onSubmitted }: KycFormProps) {
  const { t, i18n } = useTranslation();
  const emailShown = config.email_mode !== EmailFormMode.HIDDEN;
  const resolver = useMemo(() => zodResolver(kycFormSchema(config.email_mode)), [config.email_mode]);
  const defaults = useMemo(() => {
    const fromLast: KycFormValues = last === null ? EMPTY_KYC_FORM : { ...EMPTY_KYC_FORM, real_name: last.real_name, id_type: String(last.id_type), email: last.email };
    return readDraft(pageDraftStorage(), KYC_DRAFT, fromLast);
  }, [last]);
  const form = useForm<KycFormValues>({ resolver, defaultValues: defaults, mode: "onSubmit" });
  const draft = useFormDraft(form, KYC_DRAFT);
  const slots = useMemo(() => photoSlotsOf(config), [config]);
  const [photos, setPhotos] = useState<Partial<Record<PhotoSlot, PhotoValue>>>(() => initialPhotos(slots, mode === "update" ? last : null));
  const [photoErrors, setPhotoErrors] = useState<Partial<Record<PhotoSlot, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checkIdentity] = useLazyCheckIdentityIdExistQuery();
  const [submitUser] = useSubmitUserKycInfoMutation();
  const [submitFirst] = useSubmitKycInfoMutation();
  const [update] = useUpdateKycInfoMutation();
  const { errors } = form.formState;
  const fieldError = (name: keyof KycFormValues) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const setPhoto = (slot: PhotoSlot, photo: PhotoValue | null) => {
    setPhotos((current) => (photo === null ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== slot)) : { ...current, [slot]: photo }));
    setPhotoErrors((current) => ({ ...current, [slot]: undefined }));
    keepPhotoDraft(slot, photo);
  };

  const missingPhotos = (): boolean => {
    const missing = slots.filter((slot) => photos[slot] === undefined);
    setPhotoErrors(Object.fromEntries(missing.map((slot) => [slot, t("webview.kyc.errors.photoRequired")])));
    return missing.length > 0;
  };

  /** Shows a refused submission where it belongs; answers whether it was placed under a field. */
  const placeFailure = (error: unknown): void => {
    const message = apiErrorMessage(t, error);
    if (message === null) return;
    switch (businessCodeOf(error)) {
      case KycErrorCode.IdentityNumberUsed:
        form.setError("id_number", { type: "server", message: t("webview.kyc.errors.idNumberUsed") }, { shouldFocus: true });
        return;
      case KycErrorCode.IdentityNumberInvalid:
        form.setError("id_number", { type: "server", message }, { shouldFocus: true });
        return;
      case KycErrorCode.EmailInvalid:
        form.setError("email", { type: "server", message: t("webview.kyc.errors.emailInvalid") }, { shouldFocus: true });
        return;
      case KycErrorCode.FileTooLarge:
      case KycErrorCode.FileTypeUnsupported:
        setPhotoErrors(Object.fromEntries(slots.map((slot) => [slot, message])));
        return;
      default:
        setFormError(message);
    }
  };

  const send = async (values: KycFormValues) => {
    const idType = enumValueOf(IdType, values.id_type) ?? IdType.IdentityCard;
    const exists = await checkIdentity({ id_type: idType, id_number: values.id_number });
    if (exists.error !== undefined) return placeFailure(exists.error);
    if (exists.data?.exist === 1) {
      form.setError("id_number", { type: "server", message: t("webview.kyc.errors.idNumberUsed") }, { shouldFocus: true });
      return;
    }
    const identity = { real_name: values.real_name, id_type: idType, id_number: values.id_number, ...(emailShown && values.email !== "" ? { email: values.email } : {}) };
    const uploads = slots
      .filter((slot) => slot !== "face")
      .map((slot) => photos[slot])
      .filter((photo): photo is PhotoValue => photo !== undefined);
    const face = photos.face;
    let result: { error?: unknown };
    if (mode === "update" && last !== null) {
      result = await update({ kyc_id: last.kyc_id, ...identity, id_images: uploads.map(photoInput), ...(face ? { face_image: photoInput(face) } : {}) });
    } else {
      const fresh = uploads.map(photoInput).filter((input): input is Exclude<ReturnType<typeof photoInput>, { url: string }> => !("url" in input));
      const freshFace = face === undefined ? undefined : photoInput(face);
      const faceUpload = freshFace !== undefined && !("url" in freshFace) ? { face_image: freshFace } : {};
      result =
        mode === "agent"
          ? await submitUser({ ...(applyId === null ? {} : { apply_id: applyId }), source: SOURCE_APP, ...identity, id_images: fresh, ...faceUpload })
          : await submitFirst({ source: SOURCE_APP, ...identity, id_images: fresh, ...faceUpload });
    }
    if (result.error !== undefined) return placeFailure(result.error);
    draft.discard();
    clearDraft(pageDraftStorage(), KYC_DRAFT, slots);
    onSubmitted();
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      if (missingPhotos()) return;
      await send(values);
    },
    () => {
      missingPhotos();
    },
  );

  /** One submission at a time: a second tap while one is sent does nothing. */
  const { sending, onSubmit } = useSingleSubmit(submit);

  const labels = photoLabels(t);
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={onSubmit}>
      {mode === "update" && last !== null && last.reject_reason !== "" && <Alert tone="warning">{t("webview.kyc.rejectedBecause", { reason: last.reject_reason })}</Alert>}
      {formError !== null && <Alert tone="error">{formError}</Alert>}
      <FormField label={t("webview.kyc.realName")} error={fieldError("real_name")} required>
        {(control) => <Input {...control} {...form.register("real_name")} inputSize="lg" autoComplete="name" maxLength={64} />}
      </FormField>
      <FormField label={t("webview.kyc.idType")} error={fieldError("id_type")} required>
        {(control) => (
          <NativeSelect {...control} {...form.register("id_type")}>
            <option value="">{t("webview.kyc.chooseIdType")}</option>
            {config.id_types.map((type) => (
              <option key={type} value={String(type)}>
                {t(`webview.kyc.idTypes.${String(type)}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={t("webview.kyc.idNumber")} hint={t("webview.kyc.idNumberHint")} error={fieldError("id_number")} required>
        {(control) => <Input {...control} {...form.register("id_number")} inputSize="lg" autoComplete="off" autoCapitalize="characters" maxLength={32} />}
      </FormField>
      {emailShown && (
        <FormField
          label={t("webview.kyc.email")}
          hint={config.email_mode === EmailFormMode.NOTREQUIRED ? t("webview.kyc.emailOptional") : undefined}
          error={fieldError("email")}
          required={config.email_mode === EmailFormMode.REQUIRED}
        >
          {(control) => <Input {...control} {...form.register("email")} type="email" inputMode="email" inputSize="lg" autoComplete="email" maxLength={100} />}
        </FormField>
      )}
      {slots.map((slot) => (
        <PhotoField
          key={slot}
          name={`photo-${slot}`}
          label={t(`webview.kyc.photos.${slot}`)}
          value={photos[slot] ?? null}
          onChange={(photo) => setPhoto(slot, photo)}
          accept={config.image_types}
          maxBytes={config.max_image_bytes}
          labels={labels}
          required
          error={photoErrors[slot]}
          locale={i18n.language}
          disabled={sending}
        />
      ))}
      <p className="text-xs text-fg-muted">{t("webview.kyc.privacy")}</p>
      <Button type="submit" size="lg" className="w-full" loading={sending}>
        {mode === "update" ? t("webview.kyc.resubmit") : t("webview.kyc.submit")}
      </Button>
    </form>
  );
}
