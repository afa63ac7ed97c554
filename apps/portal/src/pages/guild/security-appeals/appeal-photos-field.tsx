import { Alert } from "@agent-portal/ui-kit/components/alert";
import { APPEAL_MAX_IMAGES } from "@agent-portal/api-client/contract/security-center";
import { useTranslation } from "react-i18next";
import type { DocumentPhoto } from "#shared/photos/document-photo.ts";
import { PhotoField } from "#shared/photos/photo-field.tsx";

/** Props of {@link AppealPhotosField}. */
export interface AppealPhotosFieldProps {
  readonly photos: readonly DocumentPhoto[];
  readonly onChange: (photos: DocumentPhoto[]) => void;
  readonly disabled: boolean;
  /** Names of photos the draft could not keep: the user is asked to choose them again. */
  readonly dropped: readonly string[];
}

/**
 * The appeal's evidence photos: each chosen one with its preview and Remove, then one more Upload
 * while fewer than {@link APPEAL_MAX_IMAGES} are chosen. Type and size are checked before anything
 * is sent (the recheck's PhotoField: JPEG, PNG or WebP, at most 2 MiB, the bytes sniffed).
 */
export function AppealPhotosField({ photos, onChange, disabled, dropped }: AppealPhotosFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {photos.map((photo, index) => (
        <PhotoField
          key={`${photo.fileName}-${String(index)}`}
          label={t("guild.appeal.photoN", { n: index + 1 })}
          photo={photo}
          disabled={disabled}
          onChange={() => onChange(photos.filter((_, at) => at !== index))}
        />
      ))}
      {photos.length < APPEAL_MAX_IMAGES && (
        <PhotoField
          label={t("guild.appeal.addPhoto")}
          hint={t("guild.appeal.photoHint", { max: APPEAL_MAX_IMAGES })}
          photo={null}
          disabled={disabled}
          onChange={(photo) => photo !== null && onChange([...photos, photo])}
        />
      )}
      {dropped.length > 0 && <Alert tone="warning">{t("guild.appeal.photosNotKept", { names: dropped.join(", ") })}</Alert>}
    </div>
  );
}
