import { Button } from "@agent-portal/ui-kit/components/button";
import { FormField } from "@agent-portal/ui-kit/components/form-field";
import { Upload } from "@agent-portal/ui-kit/components/upload";
import { formatBytes } from "@agent-portal/ui-kit/lib/file-checks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useKitLabels } from "@agent-portal/app-runtime/kit-labels";
import type { DocumentPhoto } from "./document-photo.ts";
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, readDocumentPhoto } from "./document-photo.ts";

/** Props of {@link PhotoField}. */
export interface PhotoFieldProps {
  readonly label: string;
  readonly hint?: string;
  readonly required?: boolean;
  readonly photo: DocumentPhoto | null;
  readonly onChange: (photo: DocumentPhoto | null) => void;
  /** A form-level error (e.g. "add the front of the document"). */
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/**
 * One document photo (the KYC recheck's documents, an appeal's evidence): the kit's Upload (drop or choose; JPEG, PNG or WebP up to 2 MiB, each
 * refused file named with the reason in the active language), then a byte check (a renamed file
 * is refused, naming it), then a preview with Remove. The photo is kept as base64 for the
 * request, so it survives a failed submission.
 */
export function PhotoField({ label, hint, required = false, photo, onChange, error, disabled = false }: PhotoFieldProps) {
  const { t, i18n } = useTranslation();
  const kit = useKitLabels();
  const [problem, setProblem] = useState<string | null>(null);
  const take = async (files: File[]) => {
    const file = files[0];
    if (file === undefined) return;
    const read = await readDocumentPhoto(file);
    if (read === "type") setProblem(t("broadcaster.recheck.notAnImage", { name: file.name }));
    else if (read === "size") setProblem(kit.upload.tooLarge(file.name, formatBytes(PHOTO_MAX_BYTES, i18n.language)));
    else {
      setProblem(null);
      onChange(read);
    }
  };
  const shown = error ?? problem ?? undefined;
  return (
    <FormField label={label} hint={hint} required={required} error={shown}>
      {(control) =>
        photo === null ? (
          <Upload
            {...control}
            accept={PHOTO_ACCEPT}
            maxSize={PHOTO_MAX_BYTES}
            locale={i18n.language}
            labels={kit.upload}
            disabled={disabled}
            onFilesRejected={() => setProblem(null)}
            onFilesAccepted={(files) => void take(files)}
          />
        ) : (
          <div className="flex items-center gap-3 rounded-lg border border-border p-2">
            <img src={photo.previewUrl} alt={t("broadcaster.recheck.preview", { name: photo.fileName })} className="size-20 rounded-md object-cover" />
            <div className="flex min-w-0 flex-1 flex-col text-sm">
              <span className="truncate font-medium text-fg">{photo.fileName}</span>
              <span className="text-xs text-fg-muted">{formatBytes(photo.size, i18n.language)}</span>
            </div>
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)} aria-label={t("broadcaster.recheck.removeName", { name: photo.fileName })}>
              {t("broadcaster.recheck.remove")}
            </Button>
          </div>
        )
      }
    </FormField>
  );
}
